/** The shop's picture for a product whose image is missing or fails to load. */
export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.svg';
