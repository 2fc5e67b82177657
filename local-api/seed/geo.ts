import type { Country, State } from '../../src/types/api';

export const US_COUNTRY_ID = 231;
export const CANADA_COUNTRY_ID = 38;
export const UK_COUNTRY_ID = 230;

export const seedCountries = (): Country[] => [
  { id: 231, name: 'United States', code: 'US' },
  { id: 38, name: 'Canada', code: 'CA' },
  { id: 230, name: 'United Kingdom', code: 'GB' },
  { id: 13, name: 'Australia', code: 'AU' },
  { id: 82, name: 'Germany', code: 'DE' },
  { id: 142, name: 'Mexico', code: 'MX' },
];

const US: [string, string][] = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
];

const CANADA: [string, string][] = [
  ['Alberta', 'AB'],
  ['British Columbia', 'BC'],
  ['Manitoba', 'MB'],
  ['New Brunswick', 'NB'],
  ['Newfoundland and Labrador', 'NL'],
  ['Northwest Territories', 'NT'],
  ['Nova Scotia', 'NS'],
  ['Nunavut', 'NU'],
  ['Ontario', 'ON'],
  ['Prince Edward Island', 'PE'],
  ['Quebec', 'QC'],
  ['Saskatchewan', 'SK'],
  ['Yukon', 'YT'],
];

const UK: [string, string][] = [
  ['England', 'ENG'],
  ['Northern Ireland', 'NIR'],
  ['Scotland', 'SCT'],
  ['Wales', 'WLS'],
];

/** US states start at id 3900 (alphabetical), Canada at 3700, UK at 3800. */
export const seedStates = (): State[] => [
  ...US.map(([name, code], i) => ({ id: 3900 + i, name, code, country_id: US_COUNTRY_ID })),
  ...CANADA.map(([name, code], i) => ({ id: 3700 + i, name, code, country_id: CANADA_COUNTRY_ID })),
  ...UK.map(([name, code], i) => ({ id: 3800 + i, name, code, country_id: UK_COUNTRY_ID })),
];

/** Ids the seeded addresses use. */
export const TEXAS_STATE_ID = 3900 + US.findIndex(([, code]) => code === 'TX');
export const ONTARIO_STATE_ID = 3700 + CANADA.findIndex(([, code]) => code === 'ON');
