import type { LoaderFunctionArgs } from 'react-router-dom';
import { hasAddedThirdPartyScript } from '@/lib/load-script';

/**
 * The loader step of a page where card numbers are typed (CARD_ENTRY_PATHS). Coming from a page
 * whose document has run a third-party script (review widget, marketing), the page is loaded as a
 * new document instead, which starts without it: an SPA cannot unload a script that already runs.
 * The returned promise never settles, since the browser replaces the document.
 */
export const reloadWithoutThirdPartyScripts = ({
  request,
}: LoaderFunctionArgs): Promise<never> | null => {
  if (!hasAddedThirdPartyScript()) return null;
  window.location.assign(request.url);
  return new Promise<never>(() => undefined);
};
