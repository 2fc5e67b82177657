import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusButton } from './status-button';

describe('StatusButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is disabled and busy at once while pending, and shows the spinner only after 300 ms', () => {
    vi.useFakeTimers();
    const { rerender } = render(<StatusButton pending>Login</StatusButton>);
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('status-button-spinner')).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByTestId('status-button-spinner')).toBeInTheDocument();

    rerender(<StatusButton pending={false}>Login</StatusButton>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.queryByTestId('status-button-spinner')).not.toBeInTheDocument();
  });

  it('defaults to type="button" and keeps an explicit type', () => {
    render(
      <>
        <StatusButton>Plain</StatusButton>
        <StatusButton type="submit">Send</StatusButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  });
});
