import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('associates the label, shows a hidden asterisk and marks the field required', () => {
    render(<TextInput label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('type', 'email');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no asterisk when optional', () => {
    render(<TextInput label="Company" />);
    expect(screen.getByRole('textbox', { name: 'Company' })).not.toHaveAttribute('aria-required');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('wires the error and hint through aria-describedby', () => {
    render(
      <TextInput label="Email" hint="We never share it." error="Please enter a valid email." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('is-invalid');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email.');
  });

  it('formats a card number with the 9-notation mask', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Card Number" mask="9999 9999 9999 9999" inputMode="numeric" />);
    const input = screen.getByRole('textbox', { name: 'Card Number' });
    await user.type(input, '4111111111111111');
    expect(input).toHaveValue('4111 1111 1111 1111');
  });

  it('formats expiry and rejects letters', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Expiry (MM/YY)" mask="99/99" />);
    const input = screen.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await user.type(input, '1a2299');
    expect(input).toHaveValue('12/29');
  });

  it('password starts hidden and toggles visibility', async () => {
    const user = userEvent.setup();
    render(<TextInput label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');

    await user.click(show);
    expect(input).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');

    await user.click(hide);
    expect(input).toHaveAttribute('type', 'password');
  });

  it('works with react-hook-form register and its rules (ref as a prop), masked or not', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ email: string; cvv: string }>({
        defaultValues: { email: '', cvv: '' },
      });
      return (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <TextInput
            label="Email"
            required
            error={formState.errors.email?.message}
            {...register('email', { required: 'Please enter your email address.' })}
          />
          <TextInput
            label="CVV"
            mask="999"
            required
            error={formState.errors.cvv?.message}
            {...register('cvv', {
              validate: (value) => /^\d{3}$/.test(value) || 'Please enter a valid CVV.',
            })}
          />
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid CVV.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    await user.type(screen.getByRole('textbox', { name: 'CVV' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'a@b.co', cvv: '123' }, expect.anything());
  });

  it('leaves no mask caret timer running after re-renders with new refs and unmount while focused', async () => {
    const user = userEvent.setup();
    const seen: Array<HTMLInputElement | null> = [];
    let rerender: () => void = () => undefined;
    function Parent() {
      const [tick, setTick] = useState(0);
      rerender = () => setTick((value) => value + 1);
      // A new callback ref on every render, as react-hook-form's register() gives.
      return (
        <TextInput label="CVV" mask="999" data-tick={tick} ref={(node) => void seen.push(node)} />
      );
    }
    const { unmount } = render(<Parent />);
    const input = screen.getByRole('textbox', { name: 'CVV' });
    await user.click(input);
    for (let i = 0; i < 3; i += 1) act(() => rerender());
    await user.type(input, '123');
    expect(input).toHaveValue('123');
    expect(seen.at(-1)).toBe(input);

    // The mask's caret timer sets itself again each time it runs: from here the test runs it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
    unmount();
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
