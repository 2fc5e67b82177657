import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { US_COUNTRY_ID } from '../../../../local-api/seed/geo';
import { renderWithProviders } from '../../../../tests/utils/render';
import { CountrySelect } from './country-select';
import { StateSelect } from './state-select';

function Selects() {
  const [countryId, setCountryId] = useState('');
  return (
    <>
      <CountrySelect
        label="Country"
        value={countryId}
        onChange={(event) => setCountryId(event.target.value)}
      />
      <StateSelect label="State/Province" countryId={countryId} />
    </>
  );
}

const failOnce = (path: string) =>
  server.use(http.get(path, () => HttpResponse.json({}, { status: 500 }), { once: true }));

describe('country and state selects', () => {
  it('say when the countries cannot be loaded (describing the select), and Retry loads them', async () => {
    failOnce('*/countries');
    const { user } = renderWithProviders(<Selects />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The countries could not be loaded.');
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveAccessibleDescription(/The countries could not be loaded\./);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'United States' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(country).not.toHaveAccessibleDescription(/could not be loaded/);
  });

  it('say when the states of the chosen country cannot be loaded, and Retry loads them', async () => {
    failOnce('*/state/:countryId');
    const { user } = renderWithProviders(<Selects />);
    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Country' }),
      String(US_COUNTRY_ID),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The states could not be loaded.');
    expect(screen.getByRole('combobox', { name: 'State/Province' })).toHaveAccessibleDescription(
      /The states could not be loaded\./,
    );
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('option', { name: 'Texas' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
