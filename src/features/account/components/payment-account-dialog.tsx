import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { notify } from '@/lib/notify';
import type { BillingAccount } from '@/types/api';
import { US_COUNTRY_ID } from '@/features/geo';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { AccountFormDialog } from './account-form-dialog';
import { useSavePaymentAccount } from '../use-save-payment-account';
import { AddressFields, addressValuesOf, emptyAddress, type AddressValues } from './address-fields';
import { CardFields, type CardValues } from './card-fields';

type PaymentAccountValues = AddressValues & CardValues;

type PaymentAccountDialogProps = {
  /** The account to edit; none adds one. */
  account?: BillingAccount;
  onHide: () => void;
};

const valuesOf = (account: BillingAccount): PaymentAccountValues => ({
  ...addressValuesOf(account),
  // The saved number is never sent back: an empty field keeps it.
  card_number: '',
  expiry_date: account.expiry_date ?? '',
  year: account.year ?? '',
});

/**
 * Add or edit a payment account. The card fields live only in this form's state and leave it in
 * the request body of a plain call (useSavePaymentAccount), never through the store.
 */
export function PaymentAccountDialog({ account, onHide }: PaymentAccountDialogProps) {
  const save = useSavePaymentAccount();
  const form = useForm<PaymentAccountValues>({
    defaultValues: account
      ? valuesOf(account)
      : { ...emptyAddress(String(US_COUNTRY_ID)), card_number: '', expiry_date: '', year: '' },
  });

  const submit = async (values: PaymentAccountValues) => {
    const response = await save({
      ...values,
      id: account?.id,
      postal_code: String(values.postal_code),
      card_number: values.card_number.replace(/\s/g, ''),
    });
    if (response.errors) throw answerError(response);
    notify.success(response.message ?? ACCOUNT_DETAILS_TEXT.accountSaved);
    onHide();
  };

  const title = account
    ? ACCOUNT_DETAILS_TEXT.editAccountTitle
    : ACCOUNT_DETAILS_TEXT.addAccountTitle;
  const idPrefix = account ? `account-${account.id}` : 'new-account';
  return (
    <AccountFormDialog title={title} form={form} onSubmit={submit} onHide={onHide}>
      <CardFields idPrefix={idPrefix} keepsSavedCard={Boolean(account)} />
      <AddressFields idPrefix={idPrefix} postalCode="text" />
    </AccountFormDialog>
  );
}
