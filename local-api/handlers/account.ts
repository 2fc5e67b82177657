import { http, type RequestHandler } from 'msw';
import { json, readJson, requireUser, text } from '../respond';
import { getDb } from '../store/db';
import { hashPassword, verifyPassword } from '../store/passwords';
import type { UserRecord } from '../store/types';
import { isEmail, userSummary } from './auth';

export const ACCOUNT_MESSAGES = {
  updated: 'Your information has been updated.',
  preferencesSaved: 'Your email preferences have been saved.',
  invalid: 'The given data was invalid.',
  emailInvalid: 'The email must be a valid email address.',
  emailTaken: 'The email has already been taken.',
  wrongPassword: 'The existing password is incorrect.',
  mismatch: 'password and confirm password should be same.',
  tooShort: 'The new password must be at least 8 characters.',
} as const;

/** Shared with the password reset: the server, not the client, decides the password rules. */
export const MIN_PASSWORD_LENGTH = 8;

const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null || value === ''
    ? fallback
    : value === true || value === 'true' || value === 1 || value === '1';

type FieldErrors = Record<string, string[]>;

/** The real API's validation answer: 422 with a message and the lines per field. */
const invalid = (errors: FieldErrors) =>
  json({ status: false, message: ACCOUNT_MESSAGES.invalid, errors }, 422);

const emailProblem = (email: string, user: UserRecord): string | null => {
  if (!isEmail(email)) return ACCOUNT_MESSAGES.emailInvalid;
  const taken = getDb().users.some(
    (other) => other.id !== user.id && other.email.toLowerCase() === email.toLowerCase(),
  );
  return taken ? ACCOUNT_MESSAGES.emailTaken : null;
};

const passwordProblems = async (
  body: Record<string, unknown>,
  user: UserRecord,
): Promise<FieldErrors> => {
  const newPassword = typeof body.new_password === 'string' ? body.new_password : '';
  if (!newPassword) return {};
  const existing = typeof body.existing_password === 'string' ? body.existing_password : '';
  if (!(await verifyPassword(existing, user.password_hash)))
    return { existing_password: [ACCOUNT_MESSAGES.wrongPassword] };
  if (newPassword.length < MIN_PASSWORD_LENGTH)
    return { new_password: [ACCOUNT_MESSAGES.tooShort] };
  if (newPassword !== body.confirm_password)
    return { confirm_password: [ACCOUNT_MESSAGES.mismatch] };
  return {};
};

export const accountHandlers: RequestHandler[] = [
  // The client sends the whole /auth/user summary plus the edits (api-notes 3.2): extra fields are ignored.
  http.post('*/update/basic-information', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const firstName = text(body.first_name);
    const lastName = text(body.last_name);
    const email = text(body.email);
    const errors: FieldErrors = {};
    if (!firstName) errors.first_name = ['The first name field is required.'];
    if (!lastName) errors.last_name = ['The last name field is required.'];
    const emailError = email ? emailProblem(email, user) : 'The email field is required.';
    if (emailError) errors.email = [emailError];
    Object.assign(errors, await passwordProblems(body, user));
    if (Object.keys(errors).length > 0) return invalid(errors);

    if (typeof body.new_password === 'string' && body.new_password)
      user.password_hash = await hashPassword(body.new_password);
    Object.assign(user, { first_name: firstName, last_name: lastName, email });
    return json({ status: true, message: ACCOUNT_MESSAGES.updated, data: userSummary(user) });
  }),

  // `email` comes only when edited; it is the account's address (the one the newsletter goes to).
  http.post('*/update/email-preferences', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const email = text(body.email);
    const emailError = email ? emailProblem(email, user) : null;
    if (emailError) return invalid({ email: [emailError] });
    if (email) user.email = email;
    user.news_letter = flag(body.news_letter, true);
    user.review_product = flag(body.review_product, true);
    return json({
      status: true,
      message: ACCOUNT_MESSAGES.preferencesSaved,
      news_letter: user.news_letter,
      review_product: user.review_product,
    });
  }),

  http.get('*/get/credits/total', async ({ request }) => {
    const user = await requireUser(request);
    return json({ status: true, data: user.credits, net_thirty: user.net_thirty });
  }),
];
