import { describe, expect, it } from 'vitest';
import { answerError, getErrorMessage, serverMessage, type ApiError } from './errors';

describe('getErrorMessage', () => {
  const answered: ApiError = { status: 400, message: 'This promo code has expired.' };

  it("gives the server's message when it answered with one", () => {
    expect(getErrorMessage(answered, 'Something went wrong!')).toBe('This promo code has expired.');
    expect(serverMessage(answered)).toBe('This promo code has expired.');
  });

  it('gives the fallback for an answer without a message, and the exception text when nothing answered', () => {
    const fallbacks = ['Failed to add to cart.', 'Something went wrong.'] as const;
    expect(getErrorMessage({ status: 500 }, ...fallbacks)).toBe('Failed to add to cart.');
    expect(getErrorMessage({ status: 'NETWORK' }, ...fallbacks)).toBe('Something went wrong.');
    expect(getErrorMessage(new TypeError('x is undefined'), ...fallbacks)).toBe(
      'Something went wrong.',
    );
    expect(serverMessage(new Error('boom'))).toBeUndefined();
  });

  it('reads a failure reported in a 2xx body like a failed request', () => {
    const error = answerError({
      message: 'Code not valid for these items.',
      errors: { promo: 'x' },
    });
    expect(getErrorMessage(error, 'Something went wrong!')).toBe('Code not valid for these items.');
    expect(error.errors).toEqual({ promo: 'x' });
    expect(getErrorMessage(answerError({ message: null }), 'Something went wrong!')).toBe(
      'Something went wrong!',
    );
  });
});
