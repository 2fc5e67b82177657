/** The account feature's texts (spec part 2 §8, verbatim). */
export const ACCOUNT_MESSAGES = {
  /** An address or payment-account call throws. */
  addressFailed: 'Something went wrong!',
  /** Ours: the answer carried no message. */
  addressAdded: 'Address added.',
} as const;
