import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateFields } from './date-fields';
import { dateValidator, EMPTY_DATE, type DateParts } from './date-rules';
import { Form } from './form';
import { SubmitButton } from './submit-button';

// Part 1 §5, verbatim (the loyalty feature keeps them in its messages.ts).
const BIRTHDAY = {
  required: 'Please complete your birth date.',
  invalid: 'Please enter a valid date.',
  future: 'Birth date cannot be in the future.',
  tooYoung: 'You must be at least 13 years old.',
};
const today = () => new Date(2026, 5, 15);
const validate = dateValidator(BIRTHDAY, { minAge: 13, today });

describe('dateValidator', () => {
  it.each<[string, DateParts, true | string]>([
    ['a missing part', { month: '2', day: '', year: '1990' }, BIRTHDAY.required],
    ['a day the month has not', { month: '2', day: '30', year: '1990' }, BIRTHDAY.invalid],
    ['a two-digit year', { month: '2', day: '3', year: '90' }, BIRTHDAY.invalid],
    ['letters', { month: '2', day: 'x', year: '1990' }, BIRTHDAY.invalid],
    ['tomorrow', { month: '6', day: '16', year: '2026' }, BIRTHDAY.future],
    ['a 12-year-old', { month: '6', day: '16', year: '2013' }, BIRTHDAY.tooYoung],
    ['13 years today', { month: '6', day: '15', year: '2013' }, true],
    ['29 February of a leap year', { month: '2', day: '29', year: '2000' }, true],
  ])('%s', (_, value, expected) => {
    expect(validate(value)).toBe(expected);
  });
});

describe('DateFields', () => {
  it('is a labelled group whose rule message is linked to each part, and submits the parts', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Birthday() {
      const form = useForm({ defaultValues: { birthday: EMPTY_DATE } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <Controller
            name="birthday"
            control={form.control}
            rules={{ validate }}
            render={({ field }) => (
              <DateFields {...field} legend="Birthday" required autoComplete="bday" />
            )}
          />
          <SubmitButton>Save</SubmitButton>
        </Form>
      );
    }
    render(<Birthday />);
    expect(screen.getByRole('group', { name: 'Birthday' })).toBeInTheDocument();
    const month = screen.getByRole('combobox', { name: 'Month' });
    const day = screen.getByRole('textbox', { name: 'Day' });
    const year = screen.getByRole('textbox', { name: 'Year' });
    expect(day).toHaveAttribute('autocomplete', 'bday-day');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BIRTHDAY.required)).toBeInTheDocument();
    expect(month).toHaveFocus();
    for (const part of [month, day, year]) {
      expect(part).toHaveAccessibleDescription(BIRTHDAY.required);
      expect(part).toHaveAttribute('aria-invalid', 'true');
    }

    await user.selectOptions(month, 'February');
    await user.type(day, '30');
    await user.type(year, '1990');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(BIRTHDAY.invalid)).toBeInTheDocument();

    await user.clear(day);
    await user.type(day, '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ birthday: { month: '2', day: '3', year: '1990' } });
  });
});
