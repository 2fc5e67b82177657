import { http, type RequestHandler } from 'msw';
import { maskCard } from '../rules/checkout';
import { isUs, US_COUNTRY_ID } from '../rules/shipping';
import { badRequest, json, readJson, requireUser, text, type JsonBody } from '../respond';
import { getDb, nextId, saveDb } from '../store/db';
import type { BillingAccountRecord, ShippingAddressRecord, UserRecord } from '../store/types';

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'address',
  'city',
  'state_id',
  'country_id',
  'postal_code',
] as const;
const LABELS: Record<string, string> = {
  first_name: 'first name',
  last_name: 'last name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state_id: 'state',
  country_id: 'country',
  postal_code: 'postal code',
  card_number: 'card number',
  expiry_date: 'expiry date',
};

type FieldErrors = Record<string, string[]>;

const requiredErrors = (body: JsonBody, fields: readonly string[]): FieldErrors => {
  const errors: FieldErrors = {};
  for (const field of fields)
    if (!text(body[field])) errors[field] = [`The ${LABELS[field] ?? field} field is required.`];
  return errors;
};

/** Country/state must exist, and the state must belong to the country. */
const geoErrors = (body: JsonBody): FieldErrors => {
  const errors: FieldErrors = {};
  const db = getDb();
  const countryId = Number(body.country_id);
  if (text(body.country_id) && !db.countries.some((c) => c.id === countryId))
    errors.country_id = ['The selected country is invalid.'];
  const stateId = Number(body.state_id);
  const state = db.states.find((s) => s.id === stateId);
  if (
    text(body.state_id) &&
    (!state || (state.country_id !== undefined && state.country_id !== countryId))
  ) {
    errors.state_id = ['The selected state is invalid.'];
  }
  if (text(body.email) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(body.email)))
    errors.email = ['The email must be a valid email address.'];
  return errors;
};

const addressErrors = (body: JsonBody): FieldErrors => ({
  ...geoErrors(body),
  ...requiredErrors(body, ADDRESS_FIELDS),
});

const unprocessable = (errors: FieldErrors) =>
  json({ message: Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors }, 422);

const geoNames = (countryId: number, stateId: number) => {
  const db = getDb();
  return {
    country_name: db.countries.find((c) => c.id === countryId)?.name ?? '',
    state_name: db.states.find((s) => s.id === stateId)?.name ?? '',
  };
};

const addressFrom = (
  body: JsonBody,
): Omit<ShippingAddressRecord, 'id' | 'user_id' | 'is_primary'> => {
  const countryId = Number(body.country_id);
  const stateId = Number(body.state_id);
  return {
    first_name: text(body.first_name),
    last_name: text(body.last_name),
    company: text(body.company) || null,
    email: text(body.email),
    phone: text(body.phone),
    address: text(body.address),
    city: text(body.city),
    state_id: stateId,
    country_id: countryId,
    postal_code: text(body.postal_code),
    is_usa: isUs(countryId) ? 1 : 0,
    ...geoNames(countryId, stateId),
  };
};

export const userAddresses = (user: UserRecord): ShippingAddressRecord[] =>
  getDb().shippingAddresses.filter((address) => address.user_id === user.id);

const publicAddress = ({ user_id: _owner, ...address }: ShippingAddressRecord) => address;
const publicAccount = ({ user_id: _owner, ...account }: BillingAccountRecord) => account;

const makePrimary = (user: UserRecord, id: number): void => {
  for (const address of userAddresses(user)) address.is_primary = address.id === id ? 1 : 0;
};

const ownedAddress = (user: UserRecord, id: unknown) =>
  userAddresses(user).find((address) => address.id === Number(id));
const ownedAccount = (user: UserRecord, id: unknown) =>
  getDb().billingAccounts.find(
    (account) => account.user_id === user.id && account.id === Number(id),
  );

/** A saved card: the number is masked before it is stored; the full number never stays here. */
const accountFrom = (body: JsonBody) => {
  const countryId = text(body.country_id) ? Number(body.country_id) : US_COUNTRY_ID;
  return {
    first_name: text(body.first_name),
    last_name: text(body.last_name),
    company: text(body.company) || null,
    address: text(body.address),
    city: text(body.city),
    postal_code: text(body.postal_code),
    phone: text(body.phone),
    email: text(body.email),
    card_number: maskCard(body.card_number),
    expiry_date: text(body.expiry_date),
    year: text(body.year),
    state_id: text(body.state_id) ? Number(body.state_id) : undefined,
    country_id: countryId,
  };
};

const ACCOUNT_FIELDS = [
  'first_name',
  'last_name',
  'address',
  'city',
  'postal_code',
  'phone',
  'email',
] as const;

export const addressHandlers: RequestHandler[] = [
  http.get('*/user-shipping-address/', async ({ request }) => {
    const user = await requireUser(request);
    return json(userAddresses(user).map(publicAddress));
  }),
  http.get('*/user-shipping-address', async ({ request }) => {
    const user = await requireUser(request);
    return json(userAddresses(user).map(publicAddress));
  }),

  http.post('*/add/shipping-address', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const errors = addressErrors(body);
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const first = userAddresses(user).length === 0;
    const record: ShippingAddressRecord = {
      id: nextId('shippingAddresses'),
      user_id: user.id,
      ...addressFrom(body),
      is_primary: first ? 1 : 0,
    };
    getDb().shippingAddresses.push(record);
    if (Number(body.is_primary) === 1) makePrimary(user, record.id);
    saveDb();
    return json({
      message: 'Shipping address added successfully.',
      data: publicAddress(record),
      freeShipping: record.is_usa === 1,
    });
  }),

  http.post('*/update/shipping-address', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const address = ownedAddress(user, body.id);
    if (!address) return badRequest('Shipping address not found.', 404);
    const errors = addressErrors(body);
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    Object.assign(address, addressFrom(body));
    if (Number(body.is_primary) === 1) makePrimary(user, address.id);
    saveDb();
    return json({
      message: 'Shipping address updated successfully.',
      data: publicAddress(address),
    });
  }),

  http.post('*/delete/shipping-address', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const address = ownedAddress(user, body.address_id ?? body.id);
    if (!address) return badRequest('Shipping address not found.', 404);
    const db = getDb();
    db.shippingAddresses = db.shippingAddresses.filter((item) => item !== address);
    const rest = userAddresses(user);
    if (address.is_primary === 1 && rest[0]) makePrimary(user, rest[0].id);
    saveDb();
    return json({ message: 'Shipping address deleted successfully.' });
  }),

  http.post('*/primary/shipping-address', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const address = ownedAddress(user, body.address_id ?? body.id);
    if (!address) return badRequest('Shipping address not found.', 404);
    makePrimary(user, address.id);
    saveDb();
    return json({ message: 'Primary address updated successfully.' });
  }),

  http.get('*/user-billing-address', async ({ request }) => {
    const user = await requireUser(request);
    return json(
      getDb()
        .billingAccounts.filter((account) => account.user_id === user.id)
        .map(publicAccount),
    );
  }),

  http.post('*/add/payment-account', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const errors = { ...requiredErrors(body, [...ACCOUNT_FIELDS, 'card_number', 'expiry_date']) };
    if (text(body.card_number) && !/^\d{16}$/.test(text(body.card_number).replace(/\s/g, ''))) {
      errors.card_number = ['The card number must have 16 digits.'];
    }
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const accounts = getDb().billingAccounts.filter((account) => account.user_id === user.id);
    const record: BillingAccountRecord = {
      id: nextId('billingAccounts'),
      user_id: user.id,
      ...accountFrom(body),
      is_primary: accounts.length === 0 ? 1 : 0,
    };
    getDb().billingAccounts.push(record);
    saveDb();
    return json({ message: 'Payment account added successfully.', data: publicAccount(record) });
  }),

  http.post('*/update/payment-account', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const account = ownedAccount(user, body.id);
    if (!account) return badRequest('Payment account not found.', 404);
    const errors = requiredErrors(body, ACCOUNT_FIELDS);
    if (Object.keys(errors).length > 0) return unprocessable(errors);
    const next = accountFrom(body);
    // An edit without a new full number keeps the stored masked one.
    Object.assign(account, {
      ...next,
      card_number:
        next.card_number && /^\d{16}$/.test(text(body.card_number).replace(/\s/g, ''))
          ? next.card_number
          : account.card_number,
    });
    saveDb();
    return json({ message: 'Payment account updated successfully.', data: publicAccount(account) });
  }),

  http.post('*/delete/payment-account', async ({ request }) => {
    const user = await requireUser(request);
    const body = await readJson(request);
    const account = ownedAccount(user, body.id);
    if (!account) return badRequest('Payment account not found.', 404);
    const db = getDb();
    db.billingAccounts = db.billingAccounts.filter((item) => item !== account);
    saveDb();
    return json({ message: 'Payment account deleted successfully.' });
  }),

  http.get('*/countries', () => json(getDb().countries)),

  http.get('*/state/:countryId', ({ params }) =>
    json(getDb().states.filter((state) => state.country_id === Number(params.countryId))),
  ),
];
