import { mailtoHref } from '@/lib/email';
import { AFFILIATE_TEXT as T } from './messages';

export type AffiliateApplication = {
  name: string;
  email: string;
  website: string;
  audience: string;
  payout: string;
};

export const EMPTY_AFFILIATE_APPLICATION: AffiliateApplication = {
  name: '',
  email: '',
  website: '',
  audience: '',
  payout: T.payouts[0],
};

/** The e-mail the applicant sends: a mailto: link with the subject and their answers as the body. */
export const affiliateMailto = (address: string, answers: AffiliateApplication): string => {
  const body = [
    `${T.name}: ${answers.name.trim()}`,
    `${T.email}: ${answers.email.trim()}`,
    `${T.website}: ${answers.website.trim()}`,
    `${T.payout} ${answers.payout}`,
    '',
    T.audience,
    answers.audience.trim(),
  ].join('\r\n');
  const query = `subject=${encodeURIComponent(T.subject)}&body=${encodeURIComponent(body)}`;
  return mailtoHref(address, query);
};
