import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './form';
import { RatingInput } from './rating-input';
import { SubmitButton } from './submit-button';

type Values = { rating: number };

function Rating({ onSubmit, start = 0 }: { onSubmit: (values: Values) => void; start?: number }) {
  const form = useForm<Values>({ defaultValues: { rating: start } });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <Controller
        name="rating"
        control={form.control}
        rules={{ min: { value: 1, message: 'Please rate us at least one star.' } }}
        render={({ field }) => (
          <RatingInput {...field} label="Your Rating" hint="Half stars too." />
        )}
      />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

const slider = () => screen.getByRole('slider', { name: 'Your Rating' });

describe('RatingInput', () => {
  it('is a labelled slider from 0 to 5 read as "x out of 5 stars"', () => {
    render(<Rating onSubmit={vi.fn()} start={4.5} />);
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', '5');
    expect(slider()).toHaveAttribute('aria-valuenow', '4.5');
    expect(slider()).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars');
    expect(slider()).toHaveAccessibleDescription('Half stars too.');
  });

  it('moves by half a star with the arrow keys, a whole one with Page Up/Down, to the ends with Home/End', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Rating onSubmit={onSubmit} />);
    await user.tab();
    expect(slider()).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(slider()).toHaveAttribute('aria-valuetext', '1.5 out of 5 stars');
    await user.keyboard('{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1');
    await user.keyboard('{PageUp}{PageUp}');
    expect(slider()).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowDown}{PageDown}');
    expect(slider()).toHaveAttribute('aria-valuenow', '1.5');
    await user.keyboard('{End}{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuetext', '5 out of 5 stars');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    await user.keyboard(
      '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3.5 });
  });

  it('picks the half star under a click', () => {
    render(<Rating onSubmit={vi.fn()} />);
    const stars = slider();
    stars.getBoundingClientRect = () => ({ left: 100, width: 200 }) as DOMRect;
    fireEvent.click(stars, { clientX: 100 + 200 * 0.62 }); // in the 4th star's left half
    expect(stars).toHaveAttribute('aria-valuenow', '3.5');
    fireEvent.click(stars, { clientX: 101 });
    expect(stars).toHaveAttribute('aria-valuenow', '0.5');
  });

  it("shows the form rule's message and focuses the stars", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Rating onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please rate us at least one star.')).toBeInTheDocument();
    expect(slider()).toHaveAttribute('aria-invalid', 'true');
    expect(slider()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores keys while disabled', async () => {
    const onChange = vi.fn();
    render(<RatingInput label="Stars" value={2} onChange={onChange} disabled />);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Stars' }), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('slider', { name: 'Stars' })).toHaveAttribute('aria-disabled', 'true');
  });
});
