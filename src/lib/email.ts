/** Something@something.something, no spaces: the shop's one e-mail format check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A mailto: link to one address. The address is encoded, so one from the API cannot add `?cc=` or
 * `&body=` to the message; `query` (already encoded) is the link's own subject and body.
 */
export const mailtoHref = (address: string, query = ''): string =>
  `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}${query ? `?${query}` : ''}`;
