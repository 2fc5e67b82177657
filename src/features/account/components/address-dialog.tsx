import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { notify } from '@/lib/notify';
import type { ShippingAddress } from '@/types/api';
import { US_COUNTRY_ID } from '@/features/geo';
import { useAddShippingAddressMutation, useUpdateShippingAddressMutation } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { AccountFormDialog } from './account-form-dialog';
import { AddressFields, addressValuesOf, emptyAddress, type AddressValues } from './address-fields';

type AddressDialogProps = {
  /** The address to edit; none adds one. */
  address?: ShippingAddress;
  onHide: () => void;
};

/**
 * Add or edit a shipping address in a dialog. An edit sends the address's own is_primary back, so
 * saving never makes it primary (the previous client always sent 1); 'Set as primary' does that.
 */
export function AddressDialog({ address, onHide }: AddressDialogProps) {
  const [addAddress] = useAddShippingAddressMutation();
  const [updateAddress] = useUpdateShippingAddressMutation();
  const form = useForm<AddressValues>({
    defaultValues: address ? addressValuesOf(address) : emptyAddress(String(US_COUNTRY_ID)),
  });

  const submit = async (values: AddressValues) => {
    const body = { ...values, postal_code: String(values.postal_code) };
    const response = address
      ? await updateAddress({
          ...body,
          id: address.id,
          is_primary: Number(address.is_primary) === 1 ? 1 : 0,
        }).unwrap()
      : await addAddress(body).unwrap();
    if (response.errors) throw answerError(response);
    notify.success(response.message ?? ACCOUNT_DETAILS_TEXT.addressSaved);
    onHide();
  };

  const title = address
    ? ACCOUNT_DETAILS_TEXT.editAddressTitle
    : ACCOUNT_DETAILS_TEXT.addAddressTitle;
  return (
    <AccountFormDialog title={title} form={form} onSubmit={submit} onHide={onHide}>
      <AddressFields
        idPrefix={address ? `address-${address.id}` : 'new-address'}
        postalCode="text"
      />
    </AccountFormDialog>
  );
}
