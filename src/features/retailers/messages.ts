/**
 * The retailer locator's texts. Verbatim from the spec (part 2 §2, §9): the column titles S.No,
 * Name, Phone, link, Email, the pager's 'Previous' / 'Page x of y' / 'Next', 'Let us know', and the
 * claim of over 1,000 locations in North America. The rest are ours (the spec words no other state).
 */
export const RETAILER_TEXT = {
  heading: 'Retailer Locations',
  claim: 'Over 1,000 locations in North America',
  searchHeading: 'Find a store near you',
  country: 'Country',
  state: 'State / Province',
  zip: 'ZIP Code',
  search: 'Search',
  showAll: 'Show all stores',
  resultsCaption: 'Stores',
  columns: { sNo: 'S.No', name: 'Name', phone: 'Phone', link: 'link', email: 'Email' },
  visitWebsite: 'Website',
  websiteOf: (name: string) => `Website of ${name} (opens in a new tab)`,
  none: 'Not listed',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  pagerLabel: 'Store list pages',
  loading: 'Loading stores...',
  empty: 'No stores match this search. Try another state or ZIP code, or show all stores.',
  loadFailed: 'The store list could not be loaded.',
  introFailed: 'The introduction could not be loaded.',
  wholesalePrompt: 'Want to carry our products in your store?',
  wholesaleLink: 'Apply for a wholesale account',
  reviews: 'Read our reviews',
  reviewsHeading: 'Customer Reviews',
} as const;

/** The 'Let us know' store suggestion (spec part 2 §2; sent to POST /retailer, api-notes 3.9). */
export const SUGGESTION_TEXT = {
  heading: 'Let us know',
  intro: 'Can’t find your favourite store? Tell us where it is and we will get in touch with them.',
  storeName: 'Store Name',
  location: 'Location',
  locationHint: 'City and state, or the full address.',
  contact: 'Contact',
  contactHint: 'Optional: a phone number, an e-mail address or a person to ask for.',
  storeNameRequired: 'Please enter the store name.',
  locationRequired: 'Please enter where the store is.',
  submit: 'Submit',
  sent: 'Thank you! We will get in touch with the store.',
  failed: 'Your suggestion could not be sent. Please try again.',
} as const;
