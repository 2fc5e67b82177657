import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';
import { RadioGroup } from './radio-group';
import { SubmitButton } from './submit-button';

const METHODS = [
  { value: 'standard', label: 'Standard Shipping', description: 'Ships the same day.' },
  { value: 'auto-ship', label: 'Auto-Ship', disabled: true },
];

describe('RadioGroup', () => {
  it('is a group named by its legend, with the asterisk and option descriptions', () => {
    render(<RadioGroup legend="Shipping Method" required name="method" options={METHODS} />);
    const group = screen.getByRole('radiogroup', { name: 'Shipping Method' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(within(group).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('radio', { name: 'Standard Shipping' })).toHaveAccessibleDescription(
      'Ships the same day.',
    );
    expect(screen.getByRole('radio', { name: 'Auto-Ship' })).toBeDisabled();
  });

  it('works with register: the rule message is linked to every radio, the value is submitted', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Shipping() {
      const form = useForm({ defaultValues: { method: '' } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <RadioGroup
            legend="Shipping Method"
            options={[METHODS[0]!, { value: 'pickup', label: 'Pick up' }]}
            {...form.register('method', { required: 'Please choose a shipping method.' })}
          />
          <SubmitButton>Continue</SubmitButton>
        </Form>
      );
    }
    render(<Shipping />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const pickup = screen.getByRole('radio', { name: 'Pick up' });
    expect(await screen.findByText('Please choose a shipping method.')).toBeInTheDocument();
    expect(pickup).toHaveAccessibleDescription('Please choose a shipping method.');
    expect(screen.getByRole('radiogroup', { name: 'Shipping Method' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(pickup);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'pickup' });
  });

  it('can be controlled with value and onChange', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('auto-ship');
      return (
        <RadioGroup
          legend="Billing Address"
          name="billing"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          options={[
            { value: 'same', label: 'Same as shipping address' },
            { value: 'different', label: 'Use a different billing address' },
          ]}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('radio', { name: 'Same as shipping address' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Use a different billing address' }));
    expect(screen.getByRole('radio', { name: 'Use a different billing address' })).toBeChecked();
  });
});
