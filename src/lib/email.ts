/** Something@something.something, no spaces: the shop's one e-mail format check. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
