import { useMatches } from 'react-router';
import { DEFAULT_DESCRIPTION } from '@/config/site';
import { safeUrl } from '@/lib/safe-url';
import type { PageMeta as PageMetaRecord } from '@/types/api';
import type { RouteHandle } from '@/types/route';

export type PageMetaProps = {
  meta?: PageMetaRecord | null;
  /** The document title when the API sends no metadata or PageShowMETA is not 1. */
  fallbackTitle: string;
};

/** Spec §3 page meta: shown only when PageShowMETA is 1 (the API sends 1 or '1'). */
export const showsMeta = (meta: PageMetaRecord | null | undefined): meta is PageMetaRecord =>
  Boolean(meta) && String(meta?.PageShowMETA ?? '').trim() === '1';

const present = (value: string | undefined | null): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The current route's own description (its module's `handle`), if any. */
const useRouteDescription = (): string | undefined =>
  (useMatches().at(-1)?.handle as RouteHandle | undefined)?.description;

/**
 * The page's title, description and Open Graph tags: React hoists them into the document's head.
 * A page renders one (its route's `handle.ownHead`), or the layout renders the route's (RouteHead).
 */
export function PageMeta({ meta, fallbackTitle }: PageMetaProps) {
  const routeDescription = useRouteDescription();
  const shown = showsMeta(meta) ? meta : null;
  const title = shown && present(shown.PageMetaTitle) ? shown.PageMetaTitle : fallbackTitle;
  const description =
    shown && present(shown.PageMetaDesc)
      ? shown.PageMetaDesc
      : (routeDescription ?? DEFAULT_DESCRIPTION);
  const ogUrl = safeUrl(shown?.PageOGURL);
  const ogImage = safeUrl(shown?.PageOGImage);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {present(shown?.PageMetaKeywords) && (
        <meta name="keywords" content={shown.PageMetaKeywords} />
      )}
      {present(shown?.PageOGTitle) && <meta property="og:title" content={shown.PageOGTitle} />}
      {present(shown?.PageOGType) && <meta property="og:type" content={shown.PageOGType} />}
      {ogUrl && <meta property="og:url" content={ogUrl} />}
      {ogImage && <meta property="og:image" content={ogImage} />}
    </>
  );
}
