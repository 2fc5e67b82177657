import { plainCall } from '@/api/plain-call';
import { answer, entity, text } from '@/api/schema';
import { env } from '@/config/env';
import type { SignedCustomer } from './sdk';

const signedCustomer = answer(
  entity({
    customer: entity({ id: text, email: text }),
    auth: entity({ date: text, token: text }),
  }),
);

/**
 * POST VITE_LOYALTY_SIGN_URL with the customer's bearer token (it must be on the API's origin, the
 * only one the token goes to). The server signs with its secret and the customer of the session.
 * A plain call: the signature is a short-lived credential, not something to cache in the store.
 * Throws when the call fails or the answer lacks a part of the auth block.
 */
export const signLoyaltyCustomer = async (): Promise<SignedCustomer> => {
  const signed = await plainCall({ url: env.loyaltySignUrl, method: 'POST' }, signedCustomer);
  const { customer, auth } = signed;
  if (!customer.id || !customer.email || !auth.date || !auth.token)
    throw new Error('The loyalty signer answered without an auth block');
  return { customer: { id: customer.id, email: customer.email }, auth };
};
