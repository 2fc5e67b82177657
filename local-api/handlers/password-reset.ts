import { randomInt } from 'node:crypto';
import { http, type RequestHandler } from 'msw';
import { json, notFound, queryParam, readJson, text } from '../respond';
import { hashPassword } from '../store/passwords';
import type { UserRecord } from '../store/types';
import { MIN_PASSWORD_LENGTH } from './account';
import { findUserByEmail, isEmail } from './auth';

export const RESET_MESSAGES = {
  emailRequired: 'The email field is required.',
  emailInvalid: 'The email must be a valid email address.',
  unknownEmail: 'We could not find an account with that email address.',
  codeSent: 'We have sent a verification code to your email address.',
  invalidCode: 'The verification code is invalid or has expired.',
  mismatch: 'password and confirm password should be same.',
  tooShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  done: 'Your password has been reset. Please login with your new password.',
} as const;

const CODE_LIFETIME_MS = 15 * 60 * 1000;
const MAX_ATTEMPTS = 5;

const failure = (message: string, status = 422) => json({ status: false, message }, status);

/** A real (non-guest) account for the e-mail, or null. */
const accountFor = (email: string): UserRecord | null => {
  const user = findUserByEmail(email);
  return user && !user.is_guest ? user : null;
};

const openReset = (user: UserRecord) => {
  const reset = user.password_reset;
  return reset && Date.parse(reset.expires_at) > Date.now() ? reset : null;
};

/**
 * The real API's password reset (api-notes 3.2, multipart bodies). No mail leaves the local API: the
 * code is printed to its log, and tests read it from GET /__admin/password-reset-code?email=.
 */
export const passwordResetHandlers: RequestHandler[] = [
  http.post('*/password/forget', async ({ request }) => {
    const email = text((await readJson(request)).email);
    if (!email) return failure(RESET_MESSAGES.emailRequired);
    if (!isEmail(email)) return failure(RESET_MESSAGES.emailInvalid);
    const user = accountFor(email);
    if (!user) return failure(RESET_MESSAGES.unknownEmail, 404);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    user.password_reset = {
      code,
      expires_at: new Date(Date.now() + CODE_LIFETIME_MS).toISOString(),
      attempts: 0,
    };
    console.log(`[local-api] password reset code for ${user.email}: ${code}`);
    return json({ status: true, message: RESET_MESSAGES.codeSent });
  }),

  http.post('*/password/reset', async ({ request }) => {
    const body = await readJson(request);
    const user = accountFor(text(body.email));
    const reset = user && openReset(user);
    if (!user || !reset) return failure(RESET_MESSAGES.invalidCode);
    if (text(body.otp) !== reset.code) {
      reset.attempts += 1;
      // Too many wrong codes end the reset: a new code must be asked for.
      if (reset.attempts >= MAX_ATTEMPTS) user.password_reset = null;
      return failure(RESET_MESSAGES.invalidCode);
    }
    const password = typeof body.password === 'string' ? body.password : '';
    if (password.length < MIN_PASSWORD_LENGTH) return failure(RESET_MESSAGES.tooShort);
    if (password !== body.confirmPassword) return failure(RESET_MESSAGES.mismatch);
    user.password_hash = await hashPassword(password);
    user.password_reset = null;
    return json({ status: true, message: RESET_MESSAGES.done });
  }),

  // Tests only: the open code of an account (the real API e-mails it).
  http.get('*/__admin/password-reset-code', ({ request }) => {
    const user = accountFor(queryParam(request, 'email') ?? '');
    const reset = user && openReset(user);
    return reset ? json({ code: reset.code }) : notFound('No open password reset.');
  }),
];
