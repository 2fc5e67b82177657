import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from './checkbox-group';
import { Form } from './form';
import { SubmitButton } from './submit-button';

const STORE_TYPES = [
  'Retail Storefront',
  'Online Retailer',
  'Amazon Seller',
  'Clinic/doctor',
  'Distributor',
];

function Application({ onSubmit }: { onSubmit: (values: { store_type: string }) => void }) {
  const form = useForm({ defaultValues: { store_type: '' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Controller
        name="store_type"
        control={form.control}
        rules={{ required: 'Please choose at least one store type.' }}
        render={({ field }) => (
          <CheckboxGroup {...field} legend="Store Type" required options={STORE_TYPES} />
        )}
      />
      <SubmitButton>Submit</SubmitButton>
    </Form>
  );
}

describe('CheckboxGroup', () => {
  it('sends the chosen values joined by a comma and a space, in the listed order', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Application onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Store Type' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Distributor' }));
    await user.click(screen.getByRole('checkbox', { name: 'Retail Storefront' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amazon Seller' }));
    await user.click(screen.getByRole('checkbox', { name: 'Amazon Seller' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ store_type: 'Retail Storefront, Distributor' });
  });

  it('shows the rule message linked to the boxes and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Application onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const first = screen.getByRole('checkbox', { name: 'Retail Storefront' });
    expect(await screen.findByText('Please choose at least one store type.')).toBeInTheDocument();
    expect(first).toHaveAccessibleDescription('Please choose at least one store type.');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a joined value as checked boxes', () => {
    render(
      <CheckboxGroup
        legend="Interest"
        value="Social Media, Others"
        onChange={() => undefined}
        options={['Personal Experience', 'Social Media', 'Others']}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Social Media' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Others' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Personal Experience' })).not.toBeChecked();
  });
});
