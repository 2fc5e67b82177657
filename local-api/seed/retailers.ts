import type { ContentBlock } from '../../src/types/api';
import type { RetailerRecord } from '../store/types';
import { CANADA_COUNTRY_ID, seedStates, US_COUNTRY_ID } from './geo';

/** [country, state code, city, ZIP or postal code, phone area code, how many stores there] */
type Town = [number, string, string, string, string, number];

const US = US_COUNTRY_ID;
const CA = CANADA_COUNTRY_ID;

// Texas has 12 stores (two pages of 10), the other places fewer: the pager and the state search have
// something to show. 70 stores in all.
const TOWNS: Town[] = [
  [US, 'TX', 'Austin', '78701', '512', 4],
  [US, 'TX', 'Dallas', '75201', '214', 3],
  [US, 'TX', 'Houston', '77002', '713', 3],
  [US, 'TX', 'San Antonio', '78205', '210', 2],
  [US, 'CA', 'Sacramento', '95814', '916', 4],
  [US, 'CA', 'San Francisco', '94103', '415', 3],
  [US, 'CA', 'Los Angeles', '90012', '213', 3],
  [US, 'NY', 'New York', '10001', '212', 4],
  [US, 'NY', 'Buffalo', '14202', '716', 2],
  [US, 'FL', 'Miami', '33101', '305', 3],
  [US, 'FL', 'Orlando', '32801', '407', 3],
  [US, 'IL', 'Chicago', '60601', '312', 4],
  [US, 'OR', 'Portland', '97201', '503', 4],
  [US, 'WA', 'Seattle', '98101', '206', 4],
  [US, 'AZ', 'Phoenix', '85001', '602', 3],
  [US, 'CO', 'Denver', '80202', '303', 3],
  [US, 'NV', 'Reno', '89501', '775', 2],
  [CA, 'ON', 'Toronto', 'M5V 2T6', '416', 4],
  [CA, 'ON', 'Ottawa', 'K1P 1J1', '613', 2],
  [CA, 'BC', 'Vancouver', 'V6B 1A1', '604', 4],
  [CA, 'AB', 'Calgary', 'T2P 1J9', '403', 3],
  [CA, 'QC', 'Montreal', 'H2Y 1C6', '514', 3],
];

const FIRST = [
  'Green',
  'Natural',
  'Harvest',
  'Sunny',
  'Orchard',
  'Vital',
  'Pure',
  'Golden',
  'Sierra',
  'Pacific',
];
const LAST = ['Grocer', 'Pantry', 'Health', 'Market', 'Wellness', 'Foods', 'Co-op'];

const stateId = (country: number, code: string): number => {
  const state = seedStates().find((s) => s.country_id === country && s.code === code);
  if (!state) throw new Error(`seed: no state ${code} in country ${country}`);
  return state.id;
};

/**
 * 70 stores in 10 US states and 4 Canadian provinces, each name used once. Every fourth store has
 * no website and every seventh no e-mail, as real listings do.
 */
export const seedRetailers = (): RetailerRecord[] => {
  const places = TOWNS.flatMap(([country, state, , zip, area, count]) =>
    Array.from({ length: count }, () => ({ country, state, zip, area })),
  );
  return places.map(({ country, state, zip, area }, index) => {
    const first_name = FIRST[index % FIRST.length];
    const last_name = LAST[Math.floor(index / FIRST.length) % LAST.length];
    const slug = `${first_name}${last_name}`.toLowerCase().replace(/[^a-z]/g, '');
    return {
      first_name,
      last_name,
      phone: `${area}-555-${String(101 + index).padStart(4, '0')}`,
      website_url: index % 4 === 3 ? '' : `https://${slug}.example.com`,
      email: index % 7 === 6 ? '' : `hello@${slug}.example.com`,
      country_id: country,
      state_id: stateId(country, state),
      zip_code: zip,
    };
  });
};

/** /content/3: the retailer page's introduction (a list of blocks, as the real API sends it). */
export const seedRetailerContent = (): ContentBlock[] => [
  {
    title: 'Find Apricot Seeds Near You',
    description:
      '<p>Our raw apricot seeds, B17 capsules and AP Fuel drinks are on the shelves of <strong>health food stores, clinics and grocers</strong> across the United States and Canada.</p><p>Choose a country and a state, or type a ZIP code, to find the stores closest to you. Please call ahead to check what they have in stock.</p>',
  },
];
