import { http, type RequestHandler } from 'msw';
import type { ActivityRow, EarningOpportunity } from '../../src/types/api';
import { checkBirthday } from '../rules/birthday';
import { BIRTHDAY_POINTS, canRedeem } from '../rules/points';
import { badRequest, json, readJson, requireUser, text } from '../respond';
import { userPoints } from '../store/cart';
import { getDb, nextId } from '../store/db';
import type { UserRecord } from '../store/types';
import { isEmail } from './auth';

const today = (): string => new Date().toISOString().slice(0, 10);

const addPoints = (
  user: UserRecord,
  action: string,
  points: number,
  type: string,
  status: 0 | 1 = 1,
): void => {
  getDb().points.push({
    id: nextId('points'),
    user_id: user.id,
    date: today(),
    action,
    points,
    status,
    type,
  });
};

/** Voucher codes of redeemed rewards: LOYAL-<amount><OFF|PCT>-<claimed id>. */
const voucherCode = (claimedId: number, amount: number, type: string): string =>
  `LOYAL-${amount}${type === 'percentage' ? 'PCT' : 'OFF'}-${claimedId}`;

const earningsFor = (user: UserRecord): EarningOpportunity[] => {
  const claims = getDb().earningClaims.filter((c) => c.user_id === user.id);
  return getDb().earnings.map((earning) => ({
    ...earning,
    status:
      claims.some((c) => c.earning_id === earning.id) ||
      (earning.type === 'Happy Birthday' && user.birthday)
        ? 1
        : 0,
  }));
};

export const loyaltyHandlers: RequestHandler[] = [
  http.get('*/earn-points', async ({ request }) => json(earningsFor(await requireUser(request)))),

  http.post('*/add/earn-points', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const earning = getDb().earnings.find((e) => e.id === Number(body.earning_id));
    if (!earning) return badRequest('Earning opportunity not found.', 404);
    const db = getDb();
    if (earning.type === 'Happy Birthday') {
      if (user.birthday) return badRequest('Your birthday is already saved.', 409);
      const check = checkBirthday(body, new Date());
      if (!check.ok) return badRequest(check.message, 422);
      user.birthday = { day: check.day, month: check.month, year: check.year };
      db.earningClaims.push({ user_id: user.id, earning_id: earning.id, date: today() });
      // Pending until the birthday comes: the activity shows it, the balance does not count it yet.
      addPoints(user, earning.type, BIRTHDAY_POINTS, 'birthday', 0);
      return json({
        message: `Birthday saved. You will get ${BIRTHDAY_POINTS} points on your next birthday.`,
      });
    }
    if (!earning.platform) return badRequest('These points are earned automatically.', 422);
    if (db.earningClaims.some((c) => c.user_id === user.id && c.earning_id === earning.id)) {
      return badRequest('You have already earned these points.', 409);
    }
    db.earningClaims.push({ user_id: user.id, earning_id: earning.id, date: today() });
    addPoints(user, earning.type, earning.points, earning.platform);
    return json({ message: `You earned ${earning.points} points.` });
  }),

  http.get('*/get/reward', async ({ request }) => {
    await requireUser(request);
    // The discount fields travel with the reward: the LL promo sends them with its voucher code.
    return json(getDb().rewards);
  }),

  http.post('*/add/reward', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const db = getDb();
    const reward = db.rewards.find((r) => r.id === Number(body.reward_id));
    if (!reward) return badRequest('Reward not found.', 404);
    if (!canRedeem(userPoints(user.id), reward.require_points))
      return badRequest('More Points Needed', 422);
    const id = nextId('claimedRewards');
    const voucher = voucherCode(id, reward.discount_amount, reward.discount_type);
    db.claimedRewards.push({
      id,
      user_id: user.id,
      reward_id: reward.id,
      voucher,
      used: false,
      created_at: new Date().toISOString(),
    });
    addPoints(user, `Redeemed: ${reward.heading}`, -reward.require_points, 'redeem');
    return json({ message: 'Reward redeemed successfully.', voucher });
  }),

  http.get('*/recent/activity', async ({ request }) => {
    const user = await requireUser(request);
    const rows: ActivityRow[] = getDb()
      .points.filter((p) => p.user_id === user.id)
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map(({ date, action, points, status, type }) => ({ date, action, points, status, type }));
    return json(rows);
  }),

  // Guests get an empty code (the header calls this for everyone).
  http.get('*/refferal/link', async ({ request }) => {
    if (request.headers.has('authorization'))
      return json({ code: (await requireUser(request)).referral_code });
    return json({ code: null });
  }),

  http.post('*/reffer/user', async ({ request }) => {
    const body = await readJson(request);
    const email = text(body.email);
    if (!email) return json({ success: false, message: 'Please enter email address' }, 422);
    if (!isEmail(email))
      return json({ success: false, message: 'The email must be a valid email address.' }, 422);
    const db = getDb();
    const referrer = request.headers.has('authorization') ? await requireUser(request) : null;
    const owner =
      referrer ??
      db.users.find((u) => u.email.toLowerCase() === email.toLowerCase() && !u.is_guest);
    if (!owner) {
      // A guest referrer: the code is tied to the e-mail they gave.
      const existing = db.referrals.find(
        (r) => r.referrer_id === null && r.email.toLowerCase() === email.toLowerCase(),
      );
      const code = existing?.code ?? `GUEST${1000 + nextId('referrals') * 7}`;
      if (!existing)
        db.referrals.push({
          id: db.counters.referrals,
          referrer_id: null,
          email,
          code,
          created_at: new Date().toISOString(),
        });
      return json({
        success: true,
        code,
        message: 'Share this code with your friends: they get $10 off their first purchase.',
      });
    }
    db.referrals.push({
      id: nextId('referrals'),
      referrer_id: owner.id,
      email,
      code: owner.referral_code,
      created_at: new Date().toISOString(),
    });
    return json({
      success: true,
      code: owner.referral_code,
      message: 'Share this code with your friends: they get $10 off their first purchase.',
    });
  }),
];
