import { useImperativeHandle, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AddressFields, emptyAddress, type AddressValues } from '@/features/account';
import { US_COUNTRY_ID } from '@/features/geo';
import type { BillingFields } from '../rules';

export type BillingFormHandle = { collect: () => Promise<BillingFields | null> };

export const BILLING_REQUIRED = 'Please complete the billing address.';

/** 'Use a different billing address': its own form state, read only when the order is placed. */
export const BillingForm = ({ ref }: { ref?: Ref<BillingFormHandle> }) => {
  const { register, setValue, control, trigger, getValues, formState } = useForm<AddressValues>({
    defaultValues: emptyAddress(String(US_COUNTRY_ID)),
  });

  const countryId = useWatch({ control, name: 'country_id' });

  useImperativeHandle(
    ref,
    () => ({
      collect: async () =>
        (await trigger())
          ? { ...getValues(), postal_code: String(getValues('postal_code')) }
          : null,
    }),
    [trigger, getValues],
  );

  return (
    <fieldset className="border rounded p-3 mb-3" aria-label="Billing address">
      <legend className="h6 float-none w-auto px-1">Billing Address</legend>
      <AddressFields
        idPrefix="billing"
        register={register}
        setValue={setValue}
        countryId={countryId}
        errors={formState.errors}
        requiredText={BILLING_REQUIRED}
      />
    </fieldset>
  );
};
