import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({ onChange }: { onChange?: (value: number) => void }) {
  const [qty, setQty] = useState(1);
  return (
    <QuantityStepper
      value={qty}
      onChange={(next) => {
        onChange?.(next);
        setQty(next);
      }}
    />
  );
}

describe('QuantityStepper', () => {
  it('steps up and down and never goes below 1', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(input).toHaveValue(1);
    expect(decrease).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(input).toHaveValue(3);
    await user.click(decrease);
    await user.click(decrease);
    expect(input).toHaveValue(1);
    await user.click(decrease);
    expect(input).toHaveValue(1);
  });

  it('accepts a typed quantity and ignores one below 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(input);
    await user.type(input, '12');
    expect(onChange).toHaveBeenLastCalledWith(12);

    onChange.mockClear();
    await user.clear(input);
    await user.type(input, '0');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(input).toHaveValue(12);
  });

  it('can be disabled', () => {
    render(<QuantityStepper value={2} onChange={() => undefined} disabled />);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });
});
