import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is labelled, shows its error and works with register', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const { register, handleSubmit, formState } = useForm<{ privacy: boolean }>();
      return (
        <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
          <Checkbox
            label="I agree to the privacy policy"
            error={formState.errors.privacy?.message}
            {...register('privacy', {
              validate: (checked) => checked || 'Please accept the privacy policy.',
            })}
          />
          <button type="submit">Continue</button>
        </form>
      );
    }
    render(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I agree to the privacy policy' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please accept the privacy policy.')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('Please accept the privacy policy.');
    expect(onValid).not.toHaveBeenCalled();

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledWith({ privacy: true }, expect.anything());
  });
});
