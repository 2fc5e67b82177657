import { useRetry } from '@/api/use-retry';
import { SelectInput, type SelectInputProps } from '@/components/form/select-input';
import { useOptionsStatus } from '@/components/form/use-options-status';
import { useGetCountriesQuery } from '../api';
import { GEO_MESSAGES } from '../messages';

export type CountrySelectProps = Omit<SelectInputProps, 'options'>;

/** A select of the /countries list (value: the country id), saying when the list is late or failed. */
export function CountrySelect({ hint, ...props }: CountrySelectProps) {
  const query = useGetCountriesQuery();
  const { data: countries = [], isLoading, isError } = query;
  const status = useOptionsStatus({
    isLoading,
    isError,
    onRetry: useRetry(query),
    loadingText: GEO_MESSAGES.loadingCountries,
    errorText: GEO_MESSAGES.countriesFailed,
  });
  return (
    <SelectInput
      {...props}
      hint={status ?? hint}
      options={countries.map((country) => ({ value: String(country.id), label: country.name }))}
    />
  );
}
