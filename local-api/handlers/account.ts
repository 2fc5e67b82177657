import { http, type RequestHandler } from 'msw';
import { badRequest, json, readJson, requireUser, text } from '../respond';
import { getDb } from '../store/db';
import { isEmail, userSummary } from './auth';

const flag = (value: unknown, fallback: boolean): boolean =>
  value === undefined || value === null || value === ''
    ? fallback
    : value === true || value === 'true' || value === 1 || value === '1';

export const accountHandlers: RequestHandler[] = [
  http.post('*/update/basic-information', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const firstName = text(body.first_name);
    const lastName = text(body.last_name);
    const email = text(body.email);
    if (!firstName || !lastName || !email)
      return badRequest('First name, last name and email are required.', 422);
    if (!isEmail(email)) return badRequest('The email must be a valid email address.', 422);
    if (
      getDb().users.some((u) => u.id !== user.id && u.email.toLowerCase() === email.toLowerCase())
    ) {
      return badRequest('The email has already been taken.', 409);
    }
    const newPassword = typeof body.new_password === 'string' ? body.new_password : '';
    if (newPassword) {
      if (body.existing_password !== user.password)
        return badRequest('The existing password is incorrect.', 422);
      if (newPassword !== body.confirm_password)
        return badRequest('password and confirm password should be same.', 422);
      if (newPassword.length < 8)
        return badRequest('The new password must be at least 8 characters.', 422);
      user.password = newPassword;
    }
    Object.assign(user, { first_name: firstName, last_name: lastName, email });
    return json({
      status: true,
      message: 'Your information has been updated.',
      data: userSummary(user),
    });
  }),

  http.post('*/update/email-preferences', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const email = text(body.email);
    if (email && !isEmail(email))
      return badRequest('The email must be a valid email address.', 422);
    user.news_letter = flag(body.news_letter, true);
    user.review_product = flag(body.review_product, true);
    return json({
      status: true,
      message: 'Your email preferences have been saved.',
      news_letter: user.news_letter,
      review_product: user.review_product,
    });
  }),

  http.get('*/get/credits/total', async ({ request }) => {
    const user = await requireUser(request);
    return json({ status: true, data: user.credits, net_thirty: user.net_thirty });
  }),
];
