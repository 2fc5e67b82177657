import { useRetry } from '@/api/use-retry';
import { SelectInput, type SelectInputProps } from '@/components/form/select-input';
import { useOptionsStatus } from '@/components/form/use-options-status';
import { useGetStatesQuery } from '../api';
import { GEO_MESSAGES } from '../messages';

export type StateSelectProps = Omit<SelectInputProps, 'options'> & {
  /** The chosen country: its /state/{country_id} list; none while it is empty. */
  countryId: number | string;
};

/**
 * A select of the chosen country's states (value: the state id); disabled while they load, and saying
 * when the list is late or failed.
 */
export function StateSelect({ countryId, disabled, hint, ...props }: StateSelectProps) {
  const query = useGetStatesQuery(countryId, { skip: !countryId });
  const { data: states = [], isFetching, isLoading, isError } = query;
  const status = useOptionsStatus({
    isLoading,
    isError,
    onRetry: useRetry(query),
    loadingText: GEO_MESSAGES.loadingStates,
    errorText: GEO_MESSAGES.statesFailed,
  });
  return (
    <SelectInput
      {...props}
      hint={status ?? hint}
      disabled={disabled || isFetching}
      options={states.map((state) => ({ value: String(state.id), label: state.name }))}
    />
  );
}
