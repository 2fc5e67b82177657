import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { toFormData } from '@/lib/form-data';
import { FileInput } from './file-input';
import { Form } from './form';
import { SubmitButton } from './submit-button';

type Values = { attachment: File | null; company_name: string };

function Application({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { attachment: null, company_name: 'Seeds Co' } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Controller
        name="attachment"
        control={form.control}
        render={({ field }) => (
          <FileInput
            {...field}
            label="Business licence"
            accept={['application/pdf', '.jpg']}
            maxSize={1024 * 1024}
            hint="PDF or JPG, up to 1 MB."
          />
        )}
      />
      <SubmitButton>Submit</SubmitButton>
    </Form>
  );
}

const file = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type });

describe('FileInput', () => {
  it('refuses a file of another type with a clear message and keeps the field empty', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<Application onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Business licence');
    expect(input).toHaveAttribute('accept', 'application/pdf,.jpg');
    await user.upload(input, file('notes.txt', 'text/plain', 10));
    const message =
      'This type of file cannot be uploaded. Please choose one of: application/pdf, .jpg.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(`PDF or JPG, up to 1 MB. ${message}`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ attachment: null, company_name: 'Seeds Co' });
  });

  it('refuses a file over the size limit', async () => {
    const user = userEvent.setup();
    render(<Application onSubmit={vi.fn()} />);
    await user.upload(
      screen.getByLabelText('Business licence'),
      file('licence.pdf', 'application/pdf', 1024 * 1024 + 1),
    );
    expect(
      await screen.findByText('This file is too large. Please choose a file of at most 1 MB.'),
    ).toBeInTheDocument();
  });

  it('keeps an accepted file in the form state, clears the refusal, and sends it as a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSubmit = vi.fn();
    render(<Application onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Business licence');
    await user.upload(input, file('notes.txt', 'text/plain', 10));
    await screen.findByText(/This type of file cannot be uploaded/);
    const licence = file('photo.JPG', 'image/jpeg', 2000);
    await user.upload(input, licence);
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(/This type of file cannot be uploaded/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ attachment: licence, company_name: 'Seeds Co' });
    expect(toFormData(onSubmit.mock.calls[0]![0] as Values).get('attachment')).toBe(licence);
  });
});
