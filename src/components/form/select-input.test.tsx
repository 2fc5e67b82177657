import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectInput, toOptions } from './select-input';

const countries = [
  { id: 231, name: 'United States', code: 'US' },
  { id: 38, name: 'Canada' },
];

describe('SelectInput', () => {
  it('shows the label in the first, empty option and as the accessible name', () => {
    render(<SelectInput label="Country" required options={toOptions(countries)} />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Country',
      'United States',
      'Canada',
    ]);
    expect(options[0]).toHaveValue('');
    expect(select).toHaveValue('');
    expect(select).toHaveAttribute('aria-required', 'true');
  });

  it("shows the spec's own blank text in the empty option when given", () => {
    render(<SelectInput label="Auto-Ship Frequency" placeholder="--Choose--" options={[]} />);
    const select = screen.getByRole('combobox', { name: 'Auto-Ship Frequency' });
    expect(within(select).getByRole('option')).toHaveTextContent('--Choose--');
  });

  it('uses code as the value when present, else id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <SelectInput
        label="Country"
        options={toOptions(countries)}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    await user.selectOptions(select, 'United States');
    expect(onChange).toHaveBeenLastCalledWith('US');
    await user.selectOptions(select, 'Canada');
    expect(onChange).toHaveBeenLastCalledWith('38');
  });

  it('can be told to use ids', () => {
    expect(toOptions(countries, { value: 'id' })).toEqual([
      { value: 231, label: 'United States' },
      { value: 38, label: 'Canada' },
    ]);
  });

  it('shows an error linked to the select', () => {
    render(<SelectInput label="State/Province" options={[]} error="Please select a state." />);
    const select = screen.getByRole('combobox', { name: 'State/Province' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a state.');
  });
});
