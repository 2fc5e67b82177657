import { SelectInput, type SelectInputProps } from '@/components/form/select-input';
import { useGetCountriesQuery } from '../api';

export type CountrySelectProps = Omit<SelectInputProps, 'options'>;

/** A select of the /countries list (value: the country id). */
export function CountrySelect(props: CountrySelectProps) {
  const { data: countries = [] } = useGetCountriesQuery();
  return (
    <SelectInput
      {...props}
      options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
    />
  );
}
