import { useImperativeHandle, type Ref } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { AddressFields, emptyAddress, type AddressValues } from '@/features/account';
import { US_COUNTRY_ID } from '@/features/geo';
import { CHECKOUT_MESSAGES } from '../messages';
import type { BillingFields } from '../rules';

export type BillingFormHandle = { collect: () => Promise<BillingFields | null> };

/** 'Use a different billing address': its own form state, read only when the order is placed. */
export const BillingForm = ({ ref }: { ref?: Ref<BillingFormHandle> }) => {
  const form = useForm<AddressValues>({ defaultValues: emptyAddress(String(US_COUNTRY_ID)) });
  const { trigger, getValues } = form;

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
      <FormProvider {...form}>
        <AddressFields idPrefix="billing" requiredText={CHECKOUT_MESSAGES.billingRequired} />
      </FormProvider>
    </fieldset>
  );
};
