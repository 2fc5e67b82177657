import { randomBytes } from 'node:crypto';
import { http, type RequestHandler } from 'msw';
import type { UserSummary } from '../../src/types/api';
import { makeReferralCode } from '../rules/referral';
import { badRequest, json, queryParam, readIdentity, readJson, text } from '../respond';
import { cartCount, findCartFor, moveGuestCart, userPoints } from '../store/cart';
import { getDb, nextId } from '../store/db';
import { hashPassword, verifyPassword } from '../store/passwords';
import type { UserRecord } from '../store/types';

export const AUTH_MESSAGES = {
  invalidLogin: 'Invalid email or password.',
  alreadyRegistered: 'Account already registered, please login!',
  privacy: 'Please accept the terms and condition',
  mismatch: 'password and confirm password should be same.',
  invalidEmail: 'The email must be a valid email address.',
  registered: 'Registration successful. Please login.',
  loggedIn: 'Login successful.',
  guestCreated: 'Guest account created successfully.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
export const findUserByEmail = (email: string): UserRecord | undefined =>
  getDb().users.find((u) => sameEmail(u.email, email));

/** Open sessions kept per user: the oldest is dropped past this (a store on a laptop stays small). */
const MAX_SESSIONS = 20;

/**
 * A new session for `user`: a random bearer token (nothing about the user can be derived from it or
 * forge it), kept in the store until it ages out of the user's last MAX_SESSIONS sign-ins.
 */
export const openSession = (user: UserRecord): string => {
  const token = `local-${randomBytes(24).toString('base64url')}`;
  user.tokens = [...user.tokens, token].slice(-MAX_SESSIONS);
  return token;
};

export const createUser = (
  fields: Partial<UserRecord> & { email: string; first_name: string; last_name: string },
): UserRecord => {
  const id = nextId('users');
  const user: UserRecord = {
    id,
    password_hash: null,
    role: 1,
    tokens: [],
    is_guest: false,
    referral_code: makeReferralCode(fields.first_name || fields.email, id),
    news_letter: true,
    review_product: true,
    birthday: null,
    credits: 0,
    net_thirty: false,
    referred_by: null,
    created_at: new Date().toISOString(),
    ...fields,
  };
  getDb().users.push(user);
  return user;
};

export const userSummary = (user: UserRecord): UserSummary => {
  const points = userPoints(user.id);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    cart: cartCount(findCartFor({ kind: 'user', user })),
    pointsTotal: points,
    total_points: points,
    news_letter: user.news_letter,
    review_product: user.review_product,
  };
};

const REQUIRED_REGISTER = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
] as const;

export const authHandlers: RequestHandler[] = [
  http.get('*/auth/user', async ({ request }) => {
    if (!request.headers.has('authorization') && !queryParam(request, 'ip')?.trim()) {
      return badRequest('IP address is required.');
    }
    const identity = await readIdentity(request);
    if (identity.kind === 'user') return json(userSummary(identity.user));
    return json({ cart: cartCount(findCartFor(identity)) });
  }),

  http.post('*/login', async ({ request }) => {
    const body = await readJson(request);
    const email = text(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) return badRequest('The email and password fields are required.', 422);
    const user = findUserByEmail(email);
    if (!user || user.is_guest || !(await verifyPassword(password, user.password_hash))) {
      return badRequest(AUTH_MESSAGES.invalidLogin, 401);
    }
    moveGuestCart(text(body.ip), user);
    return json({ message: AUTH_MESSAGES.loggedIn, token: openSession(user), role: user.role });
  }),

  http.post('*/user/auth/register', async ({ request }) => {
    const body = await readJson(request);
    const missing = REQUIRED_REGISTER.find((field) => !text(body[field]));
    if (missing) return badRequest(`The ${missing.replace('_', ' ')} field is required.`, 422);
    const email = text(body.email);
    if (!isEmail(email)) return badRequest(AUTH_MESSAGES.invalidEmail, 422);
    if (
      body.privacy_policy !== true &&
      body.privacy_policy !== 'true' &&
      body.privacy_policy !== 1
    ) {
      return badRequest(AUTH_MESSAGES.privacy, 422);
    }
    if (body.password !== body.confirm_password) return badRequest(AUTH_MESSAGES.mismatch, 422);
    const details = {
      first_name: text(body.first_name),
      last_name: text(body.last_name),
      password_hash: await hashPassword(String(body.password)),
      how_to_know: text(body.how_to_know),
      specify_other: text(body.specify_other),
      subscription: Boolean(body.subscription),
      receive_update: Boolean(body.receive_update),
      news_letter: Boolean(body.subscription ?? true),
      is_guest: false,
    };
    const existing = findUserByEmail(email);
    if (existing && !existing.is_guest) return badRequest(AUTH_MESSAGES.alreadyRegistered, 409);
    // A guest account with this e-mail becomes a full account (keeping its cart and orders).
    if (existing) Object.assign(existing, details);
    else createUser({ email, ...details });
    return json({ message: AUTH_MESSAGES.registered }, 201);
  }),

  http.post('*/user/auth/guest/register', async ({ request }) => {
    const body = await readJson(request);
    const email = text(body.email);
    const ip = text(body.ip);
    if (!email) return badRequest('The email field is required.', 422);
    if (!isEmail(email)) return badRequest(AUTH_MESSAGES.invalidEmail, 422);
    if (!ip) return badRequest('IP address is required.', 422);
    const existing = findUserByEmail(email);
    if (existing && !existing.is_guest) return badRequest(AUTH_MESSAGES.alreadyRegistered, 409);
    const user = existing ?? createUser({ email, first_name: '', last_name: '', is_guest: true });
    moveGuestCart(ip, user);
    return json({ message: AUTH_MESSAGES.guestCreated, token: openSession(user), role: user.role });
  }),
];
