/** The account feature's texts (spec part 2 §8, verbatim). */
export const ACCOUNT_MESSAGES = {
  /** An address or payment-account call throws. */
  addressFailed: 'Something went wrong!',
  /** Ours: the answer carried no message. */
  addressAdded: 'Address added.',
} as const;

/** The account area's navigation and credit balance (ours: the spec names the pages, not the menu). */
export const ACCOUNT_NAV_TEXT = {
  label: 'Account',
  orderHistory: 'Order History',
  basicInfo: 'Basic Info',
  accountDetails: 'Account Details',
  emailPreferences: 'Email Preferences',
  credit: 'Account credit',
  creditLoading: 'Loading account credit...',
  creditFailed: 'Your account credit could not be loaded.',
} as const;

/** Orders (spec part 2 "Orders", §3, §9); the rest is ours. */
export const ORDER_TEXT = {
  historyTitle: 'Order History',
  empty: 'You have no orders',
  startShopping: 'Start shopping now!.',
  columns: {
    number: 'Order no./date',
    details: 'Details',
    source: 'Source',
    payment: 'Payment',
    shippingStatus: 'Shipping Status',
  },
  tableCaption: 'Your orders',
  loading: 'Loading orders...',
  listFailed: 'Your orders could not be loaded.',
  detailTitle: 'Order Detail',
  orderHeading: (id: number | string) => `Order #${id}`,
  loadingDetail: 'Loading order...',
  detailFailed: 'This order could not be loaded.',
  notFoundTitle: 'Order not found',
  notFound: (id: string) => `We could not find order #${id} in your account.`,
  backToHistory: 'Back to Order History',
  viewReceipt: 'View Printable Receipt',
  summary: 'Summary',
  receiptTitle: 'Receipt',
  print: 'Print',
  /** Spec §9: a missing ship date. */
  notAvailable: 'N/A',
  orderDate: 'Order date',
  shipDate: 'Ship date',
  shipTo: 'Ship to',
  products: 'Products',
  product: 'Product',
  quantity: 'Quantity',
  price: 'Price',
  subtotal: 'Subtotal',
  promo: 'Promo',
  noPromo: 'None',
  orderType: 'Order type',
  payment: 'Payment',
  card: 'Card',
  shipping: 'Shipping',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
  status: 'Status',
  support: 'Customer support',
  tollFree: 'Toll free',
  international: 'International',
} as const;

/** 'Buy it again' and the order lines' 'Add to cart' (ours, the spec words none). */
export const BUY_AGAIN_TEXT = {
  buyAgain: 'Buy it again',
  buyAgainLabel: (orderId: number) => `Buy it again: order #${orderId}`,
  addToCart: 'Add to cart',
  addToCartLabel: (productName: string) => `Add to cart: ${productName}`,
  actions: 'Actions',
  leftOut: (names: readonly string[]) =>
    `No longer sold, so not added to your cart: ${names.join(', ')}.`,
  nothingLeft: (orderId: number, names: readonly string[]) =>
    names.length > 0
      ? `Nothing was added to your cart: the products of order #${orderId} are no longer sold (${names.join(', ')}).`
      : `Nothing was added to your cart: order #${orderId} has no products.`,
  checkFailed: 'The products of this order could not be checked. Please try again.',
} as const;

/** /BasicInfo (spec part 2 "Account pages", §3, §5: the server decides the password rules). */
export const BASIC_INFO_TEXT = {
  title: 'Basic Info',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  passwordHeading: 'Change password',
  passwordHint: 'Leave the password fields empty to keep your current password.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  existingPassword: 'Existing Password',
  save: 'Save Changes',
  saved: 'Your information has been updated.',
  failed: 'Your information could not be saved.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  loading: 'Loading your information...',
  loadFailed: 'Your information could not be loaded.',
} as const;

/** /EmailPreferences (spec part 2 "Account pages", §3, §9: both boxes checked by default). */
export const EMAIL_PREFERENCES_TEXT = {
  title: 'Email Preferences',
  intro: 'Our newsletter goes out about once a week.',
  newsLetter: 'Send me the newsletter',
  reviewProduct: 'Ask me to review products I bought',
  email: 'Email',
  save: 'Save Preferences',
  saved: 'Your email preferences have been saved.',
  failed: 'Your email preferences could not be saved.',
  loading: 'Loading your preferences...',
  loadFailed: 'Your preferences could not be loaded.',
} as const;

/** /AccountDetails: shipping addresses and payment accounts (spec part 2 "Account pages", §3, §5, §8). */
export const ACCOUNT_DETAILS_TEXT = {
  title: 'Account Details',
  addressesHeading: 'Shipping Addresses',
  addressesLoading: 'Loading addresses...',
  addressesFailed: 'Your addresses could not be loaded.',
  noAddresses: 'You have no saved shipping addresses.',
  addAddress: 'Add Address',
  addAddressTitle: 'Add Shipping Address',
  editAddressTitle: 'Edit Shipping Address',
  deleteAddressTitle: 'Delete this shipping address?',
  primary: 'Primary',
  setPrimary: 'Set as primary',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
  primarySet: 'Primary address updated.',
  accountsHeading: 'Payment Accounts',
  accountsLoading: 'Loading payment accounts...',
  accountsFailed: 'Your payment accounts could not be loaded.',
  noAccounts: 'You have no saved payment accounts.',
  addAccount: 'Add Payment Account',
  addAccountTitle: 'Add Payment Account',
  editAccountTitle: 'Edit Payment Account',
  deleteAccountTitle: 'Delete this payment account?',
  accountSaved: 'Payment account saved.',
  accountDeleted: 'Payment account deleted.',
  cardNumber: 'Card Number',
  expiryDate: 'Expiry Date (MM/YY)',
  year: 'Year',
  keepCardHint: 'Leave the card number empty to keep the saved card.',
  cardNumberInvalid: 'Please enter the 16-digit card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  yearInvalid: 'Please enter the year as YYYY.',
  savedCard: 'Saved card',
  expires: 'Expires',
} as const;
