import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { answerError, type ApiError } from '@/api/errors';
import { Form } from './form';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { TextInput } from './text-input';

type Values = { email: string; name: string };

function Signup({
  onSubmit,
  onError,
}: {
  onSubmit: (values: Values) => Promise<unknown>;
  onError?: (message: string) => void;
}) {
  const form = useForm<Values>({ defaultValues: { email: '', name: '' } });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errorText="Sign-up failed."
      onError={onError}
      aria-label="Sign up"
    >
      <TextInput
        label="Email"
        required
        {...form.register('email', { required: 'Please enter your email.' })}
      />
      <TextInput label="Name" {...form.register('name')} />
      <FormAlert />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const fillAndSend = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
  await user.click(screen.getByRole('button', { name: 'Send' }));
};

describe('Form', () => {
  it('shows a rule message in the field, linked by aria-describedby, and does not submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    render(<Signup onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('novalidate');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter your email.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('puts a server errors object on the fields it names and lists the other keys in the alert', async () => {
    const user = userEvent.setup();
    const failure: ApiError = {
      status: 422,
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'], plan: ['Choose a plan.'] },
    };
    render(<Signup onSubmit={() => Promise.reject(failure)} />);
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The given data was invalid.');
    expect(alert).toHaveTextContent('Choose a plan.');
    expect(alert).not.toHaveTextContent('already been taken');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('The email has already been taken.');
    expect(email).toHaveFocus();
    expect(email).toHaveValue('a@b.co');
  });

  it('shows no alert when the fields say it all (a message that repeats a field error)', async () => {
    const user = userEvent.setup();
    const failure: ApiError = {
      status: 422,
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    };
    render(<Signup onSubmit={() => Promise.reject(failure)} />);
    await fillAndSend(user);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('The email has already been taken.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message, the errorText when there is none, and clears it on the next try", async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    const onSubmit = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(answerError({ message: 'This e-mail is blocked.' }))
      .mockRejectedValueOnce({ status: 'NETWORK' } satisfies ApiError)
      .mockRejectedValueOnce(new TypeError('x is undefined'))
      .mockResolvedValueOnce(undefined);
    render(<Signup onSubmit={onSubmit} onError={onError} />);
    await fillAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is blocked.');
    expect(onError).toHaveBeenLastCalledWith('This e-mail is blocked.', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign-up failed.'));
    // A code error's own text never reaches the shopper.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign-up failed.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('undefined');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(4);
  });

  it('runs one submit at a time: the button is pending and a second submit is ignored', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    render(<Signup onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.co');
    const button = screen.getByRole('button', { name: 'Send' });
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Sign up' });
    await user.click(button);
    form.requestSubmit();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});

describe('FormAlert', () => {
  it('shows a message given to it, and nothing without one', () => {
    const { rerender } = render(<FormAlert message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormAlert message="Your card was declined." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
