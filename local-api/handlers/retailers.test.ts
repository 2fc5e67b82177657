// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { seedRetailers } from '../seed/retailers';
import { getDb } from '../store/db';
import { CANADA_COUNTRY_ID, TEXAS_STATE_ID, US_COUNTRY_ID } from '../seed/geo';

const API = 'http://localhost:5013';

type Search = { data: Record<string, string>[]; total_pages: number; current_page: number };

const search = async (query: Record<string, string | number>) => {
  const params = new URLSearchParams(
    Object.entries({ country_id: '', state_id: '', page: 1, zip_code: '', ...query }).map(
      ([key, value]) => [key, String(value)],
    ),
  );
  return (await (await fetch(`${API}/retailer-search?${params}`)).json()) as Search;
};

const suggest = async (body: unknown) => {
  const response = await fetch(`${API}/retailer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('the retailer seed', () => {
  it('has at least 60 stores over several countries and states, each name once', () => {
    const stores = seedRetailers();
    expect(stores.length).toBeGreaterThanOrEqual(60);
    expect(new Set(stores.map((s) => s.country_id))).toEqual(
      new Set([US_COUNTRY_ID, CANADA_COUNTRY_ID]),
    );
    expect(new Set(stores.map((s) => s.state_id)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(stores.map((s) => `${s.first_name} ${s.last_name}`)).size).toBe(stores.length);
    expect(stores.filter((s) => s.state_id === TEXAS_STATE_ID)).toHaveLength(12);
  });
});

describe('GET /retailer-search', () => {
  it('pages through every store, 10 a page, with empty filters meaning "any"', async () => {
    const total = getDb().retailers.length;
    const first = await search({});
    expect(first.total_pages).toBe(Math.ceil(total / 10));
    expect(first.data).toHaveLength(10);
    expect(Object.keys(first.data[0]).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'phone', 'website_url'].sort(),
    );
    const last = await search({ page: first.total_pages });
    expect(last.data).toHaveLength(total - (first.total_pages - 1) * 10);
    expect(last.data[0]).not.toEqual(first.data[0]);
  });

  it('keeps the page between 1 and total_pages', async () => {
    expect((await search({ page: 0 })).current_page).toBe(1);
    expect((await search({ page: 'abc' })).current_page).toBe(1);
    const beyond = await search({ page: 999 });
    expect(beyond.current_page).toBe(beyond.total_pages);
  });

  it('filters by country, state and ZIP (postal codes without case or spaces)', async () => {
    const texas = await search({ country_id: US_COUNTRY_ID, state_id: TEXAS_STATE_ID });
    expect(texas.total_pages).toBe(2);
    const canada = await search({ country_id: CANADA_COUNTRY_ID });
    expect(canada.data.every((row) => row.phone.match(/^(416|613|604|403|514)-/))).toBe(true);
    const austin = await search({ zip_code: '787' });
    expect(
      austin.data.every((row) => row.phone.startsWith('512-') || row.phone.startsWith('210-')),
    ).toBe(true);
    expect((await search({ zip_code: 'm5v2' })).data).toHaveLength(4);
    const none = await search({ zip_code: '00000' });
    expect(none).toMatchObject({ data: [], total_pages: 1 });
  });
});

describe('POST /retailer (the store suggestion)', () => {
  it('records a suggestion and answers status', async () => {
    expect(
      await suggest({ store_name: 'Corner Health', location: 'Austin, TX', contact: 'Sam' }),
    ).toEqual({
      status: 200,
      body: { status: true, message: 'Thank you! We will get in touch with the store.' },
    });
    expect(getDb().submissions.at(-1)).toMatchObject({
      kind: 'retailer',
      data: { store_name: 'Corner Health', location: 'Austin, TX', contact: 'Sam' },
    });
  });

  it('answers errors by field for a missing store name or location', async () => {
    expect(await suggest({ store_name: ' ', contact: 'Sam' })).toEqual({
      status: 422,
      body: {
        status: false,
        errors: {
          store_name: ['The store name field is required.'],
          location: ['The location field is required.'],
        },
      },
    });
  });
});
