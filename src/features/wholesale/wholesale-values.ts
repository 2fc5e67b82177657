import type { FileLimits } from '@/components/form/file-rules';
import { US_COUNTRY_ID } from '@/features/geo';
import { EMAIL_PATTERN } from '@/lib/email';
import type { WholesaleApplication } from '@/types/api';
import { WHOLESALE_TEXT } from './messages';

/** The form: the spec's fields as typed (lists joined by ', '), and the chosen attachment. */
export type WholesaleValues = WholesaleApplication & { attachment: File | null };

/** A business licence or resale certificate: a PDF or an image, 10 MB at most. */
export const ATTACHMENT_RULES = {
  accept: ['application/pdf', '.pdf', 'image/*'],
  maxSize: 10 * 1024 * 1024,
} as const satisfies FileLimits;

const pad = (value: number): string => String(value).padStart(2, '0');

/** MM-DD-YYYY (spec part 2 §3) of a day in the visitor's own calendar. */
export const toSignatureDate = (day: Date): string =>
  `${pad(day.getMonth() + 1)}-${pad(day.getDate())}-${day.getFullYear()}`;

export const emptyApplication = (today = new Date()): WholesaleValues => ({
  company_name: '',
  store_type: '',
  experience: '',
  interest_in_product: '',
  first_name: '',
  last_name: '',
  job_title: '',
  area_code: '',
  phone_number: '',
  email: '',
  website: '',
  street_address: '',
  street_address_line2: '',
  city: '',
  state: '',
  zip_code: '',
  country_id: String(US_COUNTRY_ID),
  selling_plane: '',
  signature_first_name: '',
  signature_last_name: '',
  signature_date: toSignatureDate(today),
  attachment: null,
});

/**
 * The spec enforces nothing on this form: required fields are only marked. Only what the mail script
 * would refuse is checked before sending: the e-mail format, when given (the attachment's type and
 * size are checked as it is chosen).
 */
export const emailRule = {
  validate: (value: string) =>
    !value.trim() || EMAIL_PATTERN.test(value.trim()) || WHOLESALE_TEXT.emailInvalid,
};

/** What is sent: text trimmed, the attachment as a file (left out when there is none). */
export const toPayload = ({ attachment, ...fields }: WholesaleValues) => ({
  ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.trim()])),
  attachment,
});
