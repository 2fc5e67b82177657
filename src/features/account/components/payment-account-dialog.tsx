import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import type { BillingAccount } from '@/types/api';
import { US_COUNTRY_ID } from '@/features/geo';
import { ACCOUNT_DETAILS_TEXT, ACCOUNT_MESSAGES } from '../messages';
import { useSavePaymentAccount } from '../use-save-payment-account';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields';
import { CardFields, type CardValues } from './card-fields';

type PaymentAccountValues = AddressValues & CardValues;

type PaymentAccountDialogProps = {
  /** The account to edit; none adds one. */
  account?: BillingAccount;
  onHide: () => void;
};

const valuesOf = (account: BillingAccount): PaymentAccountValues => ({
  first_name: account.first_name,
  last_name: account.last_name,
  company: account.company ?? '',
  email: account.email,
  phone: account.phone,
  address: account.address,
  city: account.city,
  state_id: account.state_id === undefined ? '' : String(account.state_id),
  country_id: String(account.country_id ?? US_COUNTRY_ID),
  postal_code: account.postal_code,
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
    <Modal show onHide={onHide} heading={title} size="lg">
      <Form
        form={form}
        onSubmit={submit}
        errorText={ACCOUNT_MESSAGES.addressFailed}
        aria-label={title}
      >
        <CardFields idPrefix={idPrefix} keepsSavedCard={Boolean(account)} />
        <AddressFields idPrefix={idPrefix} postalCode="text" />
        <FormAlert />
        <div className="d-flex gap-2">
          <SubmitButton>{ACCOUNT_DETAILS_TEXT.save}</SubmitButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {ACCOUNT_DETAILS_TEXT.cancel}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
