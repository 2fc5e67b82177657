import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { notify } from '@/lib/notify';
import type { ShippingAddress } from '@/types/api';
import { US_COUNTRY_ID } from '@/features/geo';
import { useAddShippingAddressMutation } from '../api';
import { ACCOUNT_MESSAGES } from '../messages';
import { AddressFields, emptyAddress, type AddressValues } from './address-fields';

type AddressFormProps = {
  onAdded: (address: ShippingAddress | undefined) => void;
  onCancel?: () => void;
};

/**
 * Add a shipping address (its own form state: no card data can ever ride along). The answer's
 * `errors`, sent with a 200 or a 422, land on their fields (spec part 2 §5).
 */
export const AddressForm = ({ onAdded, onCancel }: AddressFormProps) => {
  const [addAddress] = useAddShippingAddressMutation();
  const form = useForm<AddressValues>({ defaultValues: emptyAddress(String(US_COUNTRY_ID)) });

  const submit = async (values: AddressValues) => {
    const response = await addAddress({
      ...values,
      postal_code: String(values.postal_code),
    }).unwrap();
    if (response.errors) throw answerError(response);
    notify.success(response.message ?? ACCOUNT_MESSAGES.addressAdded);
    form.reset(emptyAddress(String(US_COUNTRY_ID)));
    onAdded(response.data);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      errorText={ACCOUNT_MESSAGES.addressFailed}
      aria-label="Add a new shipping address"
      className="border rounded p-3 mb-3"
    >
      <h3 className="h6">Add a new shipping address</h3>
      <AddressFields idPrefix="shipping" />
      <FormAlert />
      <div className="d-flex gap-2">
        <SubmitButton>Save Address</SubmitButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </Form>
  );
};
