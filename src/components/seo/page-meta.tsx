import { safeUrl } from '@/lib/safe-url';
import type { PageMeta as PageMetaRecord } from '@/types/api';
import { usePageHead } from './page-head';

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

/** Writes the page's title and description through the layout's <PageHeadProvider>, the rest itself. */
export function PageMeta({ meta, fallbackTitle }: PageMetaProps) {
  const shown = showsMeta(meta) ? meta : null;
  usePageHead(
    shown && present(shown.PageMetaTitle) ? shown.PageMetaTitle : fallbackTitle,
    shown && present(shown.PageMetaDesc) ? shown.PageMetaDesc : undefined,
  );
  if (!shown) return null;
  const ogUrl = safeUrl(shown.PageOGURL);
  const ogImage = safeUrl(shown.PageOGImage);
  return (
    <>
      {present(shown.PageMetaKeywords) && <meta name="keywords" content={shown.PageMetaKeywords} />}
      {present(shown.PageOGTitle) && <meta property="og:title" content={shown.PageOGTitle} />}
      {present(shown.PageOGType) && <meta property="og:type" content={shown.PageOGType} />}
      {ogUrl && <meta property="og:url" content={ogUrl} />}
      {ogImage && <meta property="og:image" content={ogImage} />}
    </>
  );
}
