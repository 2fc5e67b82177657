/** Demo accounts of the local API (documented in the README). Tokens are fixed so tests can sign in. */
export const DEMO_USERS = {
  customer: {
    id: 1,
    email: 'customer@apricot.test',
    password: 'Apricot123!',
    first_name: 'Ada',
    last_name: 'Customer',
    role: 1,
    token: 'demo-token-customer',
    referral_code: 'ADA1007',
  },
  wholesale: {
    id: 2,
    email: 'retailer@apricot.test',
    password: 'Apricot123!',
    first_name: 'Rita',
    last_name: 'Retailer',
    role: 2,
    token: 'demo-token-wholesale',
    referral_code: 'RITA1014',
  },
} as const;

export type DemoUserKey = keyof typeof DEMO_USERS;
