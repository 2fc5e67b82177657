import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import {
  US_COUNTRY_ID,
  CountrySelect,
  StateSelect,
  useGetCountriesQuery,
  useGetStatesQuery,
} from '@/features/geo';

/** The address fields a form holds (shipping address, billing address). */
export type AddressValues = {
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state_id: number | string;
  country_id: number | string;
  postal_code: string;
};

export const emptyAddress = (countryId: number | string = ''): AddressValues => ({
  first_name: '',
  last_name: '',
  company: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state_id: '',
  country_id: countryId,
  postal_code: '',
});

/** A saved address's (or payment account's) values for the fields; no state or country: empty, the US. */
export const addressValuesOf = (
  saved: Omit<AddressValues, 'company' | 'state_id' | 'country_id'> & {
    company?: string | null;
    state_id?: number | string | null;
    country_id?: number | string | null;
  },
): AddressValues => ({
  first_name: saved.first_name,
  last_name: saved.last_name,
  company: saved.company ?? '',
  email: saved.email,
  phone: saved.phone,
  address: saved.address,
  city: saved.city,
  state_id: saved.state_id == null ? '' : String(saved.state_id),
  country_id: String(saved.country_id ?? US_COUNTRY_ID),
  postal_code: saved.postal_code,
});

type AddressFieldsProps = {
  idPrefix: string;
  /** When set, every field but company is required with this text (the billing form). */
  requiredText?: string;
  /** Checkout's postal code is a numeric input, the account pages' plain text (spec part 2 §5). */
  postalCode?: 'numeric' | 'text';
};

/**
 * The spec's address fields (asterisks only; the server validates), inside a kit Form (or another
 * FormProvider) of AddressValues, whose errors they show. Country and state come from /countries and
 * /state/{country_id}; the checkout postal code is numeric.
 */
export const AddressFields = ({
  idPrefix,
  requiredText,
  postalCode = 'numeric',
}: AddressFieldsProps) => {
  const { register, setValue, getValues, control } = useFormContext<AddressValues>();
  const countryId = useWatch({ control, name: 'country_id' });
  const { data: countries = [] } = useGetCountriesQuery();
  const { data: states } = useGetStatesQuery(countryId, { skip: !countryId });
  const rules = (field: keyof AddressValues) =>
    requiredText && field !== 'company' ? { required: requiredText } : {};

  useEffect(() => {
    if (countryId === '' && countries.length > 0)
      setValue('country_id', String(countries[0]?.id ?? ''));
  }, [countries, countryId, setValue]);

  // A select cannot show a value before its options exist: show the saved one once they arrive.
  useEffect(() => {
    const country = getValues('country_id');
    if (country !== '' && countries.length > 0) setValue('country_id', country);
  }, [countries, getValues, setValue]);
  useEffect(() => {
    const state = getValues('state_id');
    if (state !== '' && states && states.length > 0) setValue('state_id', state);
  }, [states, getValues, setValue]);

  const field = (name: keyof AddressValues, label: string, extra: Record<string, unknown> = {}) => (
    <TextInput
      id={`${idPrefix}-${name}`}
      label={label}
      required
      {...extra}
      {...register(name, rules(name))}
    />
  );

  return (
    <div className="row">
      <div className="col-sm-6">
        {field('first_name', 'First Name', { autoComplete: 'given-name' })}
      </div>
      <div className="col-sm-6">
        {field('last_name', 'Last Name', { autoComplete: 'family-name' })}
      </div>
      <div className="col-sm-6">
        {field('company', 'Company', { autoComplete: 'organization' })}
      </div>
      <div className="col-sm-6">
        {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
      </div>
      <div className="col-sm-6">
        {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <div className="col-sm-6">
        <CountrySelect
          id={`${idPrefix}-country_id`}
          label="Country"
          required
          {...register('country_id', {
            ...rules('country_id'),
            onChange: () => setValue('state_id', ''),
          })}
        />
      </div>
      <div className="col-sm-6">
        <StateSelect
          id={`${idPrefix}-state_id`}
          label="State/Province"
          required
          countryId={countryId}
          {...register('state_id', rules('state_id'))}
        />
      </div>
      <div className="col-12">
        {field('address', 'Address', { autoComplete: 'street-address' })}
      </div>
      <div className="col-sm-6">{field('city', 'City', { autoComplete: 'address-level2' })}</div>
      <div className="col-sm-6">
        {field('postal_code', 'ZIP/Postal Code', {
          ...(postalCode === 'numeric' ? { type: 'number', inputMode: 'numeric' } : {}),
          autoComplete: 'postal-code',
        })}
      </div>
    </div>
  );
};
