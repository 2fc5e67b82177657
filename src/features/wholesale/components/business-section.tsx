import { Controller, useFormContext } from 'react-hook-form';
import { CheckboxGroup } from '@/components/form/checkbox-group';
import { TextInput } from '@/components/form/text-input';
import { INTEREST_OPTIONS, STORE_TYPES, WHOLESALE_TEXT as T } from '../messages';
import type { WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/** Company, store types, years of experience and what draws them to the products. */
export function BusinessSection() {
  const { register, control } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.business}>
      <div className="col-md-8">
        <TextInput
          label={T.companyName}
          autoComplete="organization"
          {...register('company_name')}
        />
      </div>
      <div className="col-md-4">
        <TextInput
          label={T.experience}
          type="number"
          inputMode="numeric"
          min={0}
          {...register('experience')}
        />
      </div>
      <div className="col-md-6">
        <Controller
          name="store_type"
          control={control}
          render={({ field }) => (
            <CheckboxGroup {...field} legend={T.storeType} options={STORE_TYPES} />
          )}
        />
      </div>
      <div className="col-md-6">
        <Controller
          name="interest_in_product"
          control={control}
          render={({ field }) => (
            <CheckboxGroup {...field} legend={T.interest} options={INTEREST_OPTIONS} />
          )}
        />
      </div>
    </FormSection>
  );
}
