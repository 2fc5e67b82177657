import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { Modal } from '@/components/ui/modal';
import { notify } from '@/lib/notify';
import type { ShippingAddress } from '@/types/api';
import { US_COUNTRY_ID } from '@/features/geo';
import { useAddShippingAddressMutation, useUpdateShippingAddressMutation } from '../api';
import { ACCOUNT_DETAILS_TEXT, ACCOUNT_MESSAGES } from '../messages';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields';

type AddressDialogProps = {
  /** The address to edit; none adds one. */
  address?: ShippingAddress;
  onHide: () => void;
};

const valuesOf = (address: ShippingAddress): AddressValues => ({
  first_name: address.first_name,
  last_name: address.last_name,
  company: address.company ?? '',
  email: address.email,
  phone: address.phone,
  address: address.address,
  city: address.city,
  state_id: String(address.state_id),
  country_id: String(address.country_id),
  postal_code: address.postal_code,
});

/**
 * Add or edit a shipping address in a dialog. An edit sends the address's own is_primary back, so
 * saving never makes it primary (the previous client always sent 1); 'Set as primary' does that.
 */
export function AddressDialog({ address, onHide }: AddressDialogProps) {
  const [addAddress] = useAddShippingAddressMutation();
  const [updateAddress] = useUpdateShippingAddressMutation();
  const form = useForm<AddressValues>({
    defaultValues: address ? valuesOf(address) : emptyAddress(String(US_COUNTRY_ID)),
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
    <Modal show onHide={onHide} heading={title} size="lg">
      <Form
        form={form}
        onSubmit={submit}
        errorText={ACCOUNT_MESSAGES.addressFailed}
        aria-label={title}
      >
        <AddressFields
          idPrefix={address ? `address-${address.id}` : 'new-address'}
          postalCode="text"
        />
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
