/**
 * The wholesale application's texts. Verbatim from spec part 2: the store types and interest options
 * (§3), 'Application submitted successfully!' and 'Submission failed.' (§8). The spec names the fields
 * but not their labels, hints or the few checks we add: those are ours.
 */
export const STORE_TYPES = [
  'Retail Storefront',
  'Online Retailer',
  'Amazon Seller',
  'Clinic/doctor',
  'Distributor',
] as const;

export const INTEREST_OPTIONS = [
  'Customer Requested product in store',
  'Wanting to add new health products in general',
  'Love the health benefits of Apricot Seeds and/or B17',
  'Personal Experience',
  'Social Media',
  'Others',
] as const;

export const WHOLESALE_TEXT = {
  heading: 'Wholesale Application',
  subtitle: 'Carry our products in your store',
  intro:
    'Tell us about your business. Fields marked * are needed to open your wholesale account: we will reply by e-mail.',
  formLabel: 'Wholesale application',
  sections: {
    business: 'Your Business',
    contact: 'Contact Person',
    address: 'Shipping Address',
    plan: 'Marketing Plan',
    signature: 'Signature',
    attachment: 'Business Licence or Resale Certificate',
  },
  companyName: 'Company Name',
  storeType: 'Store Type',
  experience: 'Years of Experience',
  interest: 'What interests you in our products?',
  firstName: 'First Name',
  lastName: 'Last Name',
  jobTitle: 'Job Title',
  areaCode: 'Area Code',
  phoneNumber: 'Phone Number',
  email: 'Email',
  website: 'Website',
  streetAddress: 'Street Address',
  streetAddressLine2: 'Street Address Line 2',
  city: 'City',
  state: 'State / Province',
  zipCode: 'ZIP / Postal Code',
  country: 'Country',
  sellingPlan: 'How will you market and sell our products?',
  signatureFirstName: 'Signature First Name',
  signatureLastName: 'Signature Last Name',
  signatureDate: 'Date (MM-DD-YYYY)',
  signatureHint: 'Typing your name signs this application.',
  attachment: 'Business licence or resale certificate',
  attachmentHint: 'A PDF or an image (JPG, PNG…) of at most 10 MB.',
  attachmentType:
    'Please attach a PDF or an image (JPG, PNG…) of your business licence or resale certificate.',
  attachmentSize: 'This file is too large. Please attach a file of at most 10 MB.',
  emailInvalid: 'Please enter a valid e-mail address.',
  submit: 'Submit Application',
  success: 'Application submitted successfully!',
  successDetail: 'Thank you. We will review your application and reply by e-mail.',
  another: 'Send another application',
  failed: 'Submission failed.',
} as const;

/**
 * /affiliate-marketing. The programme's terms are the spec's (part 1 §9: 20% commission on the first
 * order, paid monthly via PayPal, check or account credit); the spec's form is static and sends
 * nothing, so the page says that applications go by e-mail and prepares that e-mail.
 */
export const AFFILIATE_TEXT = {
  heading: 'Affiliate Marketing',
  subtitle: 'Earn a 20% commission on the first order of every customer you refer',
  programmeHeading: 'How the affiliate programme works',
  terms: [
    'You share the shop with your readers, followers or patients.',
    'You earn a 20% commission on the first order of every customer you refer.',
    'Commissions are paid monthly via PayPal, check or account credit: you choose.',
  ],
  platformPrompt: 'Already an affiliate?',
  platformLink: 'Go to the affiliate programme',
  newTab: ' (opens in a new tab)',
  formHeading: 'Apply to become an affiliate',
  byEmail: (address: string) =>
    `Applications go by e-mail to ${address}. This page sends nothing itself: fill in the form and it prepares the e-mail for you to send from your own e-mail program.`,
  noAddress:
    'Applications go by e-mail, and the affiliate e-mail address is not available on this site right now. Please ask us for it on our contact page.',
  contactLink: 'Contact us',
  name: 'Your Name',
  email: 'Email',
  website: 'Website or Social Media',
  audience: 'How would you promote our products?',
  payout: 'How would you like to be paid?',
  payouts: ['PayPal', 'Check', 'Account credit'],
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  prepare: 'Prepare my application e-mail',
  readyHeading: 'Your application e-mail is ready',
  readyText:
    'Nothing has been sent yet. Open the e-mail in your e-mail program, check it and send it from there.',
  open: 'Open the e-mail',
  subject: 'Affiliate application',
} as const;
