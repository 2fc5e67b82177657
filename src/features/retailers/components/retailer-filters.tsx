import { useEffect } from 'react';
import { Button } from 'react-bootstrap';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { CountrySelect, StateSelect } from '@/features/geo';
import { RETAILER_TEXT } from '../messages';
import { NO_FILTERS, type RetailerFilters as Filters } from '../search-params';

type RetailerFiltersProps = {
  /** The search in the URL: the fields follow it (back, forward, a shared link). */
  filters: Filters;
  onSearch: (filters: Filters) => void;
};

/**
 * Country and state selects and a ZIP search; a new country clears the state. The selects are
 * controlled: a value from the URL is shown once its options have loaded.
 */
export function RetailerFilters({ filters, onSearch }: RetailerFiltersProps) {
  const form = useForm<Filters>({ defaultValues: filters });
  const { country_id, state_id, zip_code } = filters;
  useEffect(() => {
    form.reset({ country_id, state_id, zip_code });
  }, [form, country_id, state_id, zip_code]);
  const countryId = useWatch({ control: form.control, name: 'country_id' });
  const filtered = Boolean(country_id || state_id || zip_code);

  return (
    <Form
      form={form}
      onSubmit={(values) => onSearch({ ...values, zip_code: values.zip_code.trim() })}
      role="search"
      aria-label={RETAILER_TEXT.searchHeading}
      className="row g-3 align-items-start"
    >
      <div className="col-md-4">
        <Controller
          name="country_id"
          control={form.control}
          render={({ field }) => (
            <CountrySelect
              {...field}
              label={RETAILER_TEXT.country}
              onChange={(event) => {
                field.onChange(event);
                form.setValue('state_id', '');
              }}
            />
          )}
        />
      </div>
      <div className="col-md-4">
        <Controller
          name="state_id"
          control={form.control}
          render={({ field }) => (
            <StateSelect
              {...field}
              label={RETAILER_TEXT.state}
              countryId={countryId}
              disabled={!countryId}
            />
          )}
        />
      </div>
      <div className="col-md-4">
        <TextInput
          label={RETAILER_TEXT.zip}
          autoComplete="postal-code"
          {...form.register('zip_code')}
        />
      </div>
      <div className="col-12 d-flex flex-wrap gap-2">
        <SubmitButton>{RETAILER_TEXT.search}</SubmitButton>
        {filtered && (
          <Button variant="outline-secondary" onClick={() => onSearch(NO_FILTERS)}>
            {RETAILER_TEXT.showAll}
          </Button>
        )}
      </div>
    </Form>
  );
}
