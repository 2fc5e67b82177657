import { safeUrl } from './safe-url';

/**
 * Starts the download of an image the page is about to show, before the page has rendered it: a
 * route's loader knows its largest image as soon as the API answer is in, while the page's chunk may
 * still be on its way. The <img> that renders the same URL later gets it from the browser's image
 * cache. Unsafe or missing URLs are skipped.
 */
export const preloadImage = (url: string | null | undefined): void => {
  const src = safeUrl(url);
  // No Image where the build prerenders the page.
  if (!src || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = src;
};
