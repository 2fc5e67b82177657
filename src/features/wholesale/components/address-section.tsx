import { Controller, useFormContext } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { CountrySelect } from '@/features/geo';
import { WHOLESALE_TEXT as T } from '../messages';
import type { WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/** Where the wholesale orders go (every line but the second one marked required). */
export function AddressSection() {
  const { register, control } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.address}>
      <div className="col-12">
        <TextInput
          label={T.streetAddress}
          required
          autoComplete="address-line1"
          {...register('street_address')}
        />
      </div>
      <div className="col-12">
        <TextInput
          label={T.streetAddressLine2}
          autoComplete="address-line2"
          {...register('street_address_line2')}
        />
      </div>
      <div className="col-sm-6">
        <TextInput label={T.city} required autoComplete="address-level2" {...register('city')} />
      </div>
      <div className="col-sm-6">
        <TextInput label={T.state} required autoComplete="address-level1" {...register('state')} />
      </div>
      <div className="col-sm-6">
        <TextInput
          label={T.zipCode}
          required
          autoComplete="postal-code"
          {...register('zip_code')}
        />
      </div>
      <div className="col-sm-6">
        {/* Controlled: the default country shows once /countries has answered. */}
        <Controller
          name="country_id"
          control={control}
          render={({ field }) => <CountrySelect {...field} label={T.country} required />}
        />
      </div>
    </FormSection>
  );
}
