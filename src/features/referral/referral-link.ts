import { env } from '@/config/env';
import { REFERRAL_QUERY_PARAM } from './use-referral-capture';

/** Spec part 1 §2.9: the site base address followed by ?referralCode= and the code. */
export const referralLink = (code: string): string =>
  `${env.siteBaseUrl || window.location.origin}/?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

export const facebookShareHref = (link: string): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;

export const emailShareHref = (subject: string, body: string): string =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
