import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { flattenErrors, getErrorMessage, isApiError } from '@/api/errors';
import { StatusButton } from '@/components/ui/status-button';
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

const byField = (errors: unknown): Record<string, string> => {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).map(([field, value]) => [
      field,
      flattenErrors(value)[0] ?? '',
    ]),
  );
};

/** Add a shipping address (its own form state: no card data can ever ride along). */
export const AddressForm = ({ onAdded, onCancel }: AddressFormProps) => {
  const [addAddress, { isLoading }] = useAddShippingAddressMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const { register, handleSubmit, setValue, control, reset, formState } = useForm<AddressValues>({
    defaultValues: emptyAddress(String(US_COUNTRY_ID)),
  });

  const countryId = useWatch({ control, name: 'country_id' });

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors({});
    try {
      const response = await addAddress({
        ...values,
        postal_code: String(values.postal_code),
      }).unwrap();
      if (response.errors) {
        setServerErrors(byField(response.errors));
        notify.error(
          flattenErrors(response.errors).join(' ') ||
            response.message ||
            ACCOUNT_MESSAGES.addressFailed,
        );
        return;
      }
      notify.success(response.message ?? 'Address added.');
      reset(emptyAddress(String(US_COUNTRY_ID)));
      onAdded(response.data);
    } catch (error) {
      const apiErrors = isApiError(error) ? error.errors : undefined;
      if (apiErrors) {
        setServerErrors(byField(apiErrors));
        notify.error(flattenErrors(apiErrors).join(' '));
      } else {
        notify.error(getErrorMessage(error, ACCOUNT_MESSAGES.addressFailed));
      }
    }
  });

  return (
    <form
      noValidate
      aria-label="Add a new shipping address"
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 className="h6">Add a new shipping address</h3>
      <AddressFields
        idPrefix="shipping"
        register={register}
        setValue={setValue}
        countryId={countryId}
        errors={formState.errors}
        serverErrors={serverErrors}
      />
      <div className="d-flex gap-2">
        <StatusButton type="submit" pending={isLoading}>
          Save Address
        </StatusButton>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
};
