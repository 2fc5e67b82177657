/** The geo feature's texts (ours: the spec words none for the country and state lists). */
export const GEO_MESSAGES = {
  loadingCountries: 'Loading countries...',
  countriesFailed: 'The countries could not be loaded.',
  loadingStates: 'Loading states...',
  statesFailed: 'The states could not be loaded.',
} as const;
