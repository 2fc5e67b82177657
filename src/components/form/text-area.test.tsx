import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';
import { SubmitButton } from './submit-button';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is labelled with the asterisk, shows its rule message and submits what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    function Feedback() {
      const form = useForm({ defaultValues: { review: '' } });
      return (
        <Form form={form} onSubmit={onSubmit}>
          <TextArea
            label="Your Reviews"
            required
            {...form.register('review', { required: 'Please write your review.' })}
          />
          <SubmitButton>Submit</SubmitButton>
        </Form>
      );
    }
    render(<Feedback />);
    const box = screen.getByRole('textbox', { name: 'Your Reviews' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please write your review.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Please write your review.');
    await user.type(box, 'Great seeds.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ review: 'Great seeds.' });
  });
});
