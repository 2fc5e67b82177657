import axios from 'axios';
import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../local-api/node';
import { answerError, getErrorMessage, serverMessage, toApiError, type ApiError } from './errors';
import { http } from './http';

const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => toApiError(error),
  );

describe('toApiError on a failed request', () => {
  it('keeps the status, the message and the errors of an answer', async () => {
    server.use(
      mock.post('*/promo', () =>
        HttpResponse.json(
          { message: 'This promo code has expired.', errors: { code: ['Expired'] } },
          { status: 422 },
        ),
      ),
    );
    expect(await failureOf(http.post('/promo', { code: 'OLD' }))).toEqual({
      status: 422,
      message: 'This promo code has expired.',
      errors: { code: ['Expired'] },
      data: { message: 'This promo code has expired.', errors: { code: ['Expired'] } },
    });
  });

  it('gives no message for an answer without one (a blank one included)', async () => {
    server.use(mock.get('*/blank', () => HttpResponse.json({ message: ' ' }, { status: 500 })));
    expect(await failureOf(http.get('/blank'))).toMatchObject({ status: 500, message: undefined });
  });

  it('makes no answer at all NETWORK, without axios’s own text', async () => {
    server.use(mock.get('*/down', () => HttpResponse.error()));
    expect(await failureOf(http.get('/down'))).toEqual({
      status: 'NETWORK',
      message: undefined,
      errors: undefined,
      data: undefined,
    });
  });

  it('makes a timeout and a cancelled request NETWORK too, with no text to show', async () => {
    server.use(mock.get('*/slow', () => delay('infinite')));
    const impatient = axios.create({
      baseURL: http.defaults.baseURL,
      timeout: 20,
      adapter: 'fetch',
    });
    const timedOut = await failureOf(impatient.get('/slow'));
    const controller = new AbortController();
    const cancelled = failureOf(http.get('/slow', { signal: controller.signal }));
    controller.abort();
    for (const error of [timedOut, await cancelled]) {
      expect(error).toMatchObject({ status: 'NETWORK', message: undefined });
      expect(getErrorMessage(error, 'Failed to load.', 'Something went wrong.')).toBe(
        'Something went wrong.',
      );
    }
  });
});

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
