import { SelectInput, type SelectInputProps } from '@/components/form/select-input';
import { useGetStatesQuery } from '../api';

export type StateSelectProps = Omit<SelectInputProps, 'options'> & {
  /** The chosen country: its /state/{country_id} list; none while it is empty. */
  countryId: number | string;
};

/** A select of the chosen country's states (value: the state id); disabled while they load. */
export function StateSelect({ countryId, disabled, ...props }: StateSelectProps) {
  const { data: states = [], isFetching } = useGetStatesQuery(countryId, { skip: !countryId });
  return (
    <SelectInput
      {...props}
      disabled={disabled || isFetching}
      options={states.map((state) => ({ value: String(state.id), label: state.name }))}
    />
  );
}
