import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import type { PaymentAccountInput } from '@/types/api';
import { postPaymentAccount } from './api';

const account = { first_name: 'Ada', card_number: '4111 1111 1111 1111' } as PaymentAccountInput;

describe('postPaymentAccount (a plain call: the body carries the card number)', () => {
  it('adds an account without an id and updates one with an id', async () => {
    const paths: string[] = [];
    const record = ({ request }: { request: Request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json({ message: 'Saved' });
    };
    server.use(
      http.post('*/add/payment-account', record),
      http.post('*/update/payment-account', record),
    );
    await postPaymentAccount(account);
    await postPaymentAccount({ ...account, id: 4 });
    expect(paths).toEqual(['/add/payment-account', '/update/payment-account']);
  });

  it.each([
    [null, {}],
    ['text', {}],
    [
      { message: 5, errors: { card_number: ['The card number must have 16 digits.'] } },
      { message: '5', errors: { card_number: ['The card number must have 16 digits.'] } },
    ],
  ])('reads the answer %j as %j', async (body, expected) => {
    server.use(http.post('*/add/payment-account', () => HttpResponse.json(body)));
    await expect(postPaymentAccount(account)).resolves.toEqual(expected);
  });
});
