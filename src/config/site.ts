/** The shop's name in every document title. */
export const SITE_NAME = 'Apricot Storefront';

/** The meta description of a page that has none of its own. */
export const DEFAULT_DESCRIPTION = 'Apricot seeds, vitamin B17 supplements and related products.';
