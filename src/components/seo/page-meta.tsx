import { Helmet } from 'react-helmet-async';
import { safeUrl } from '@/lib/safe-url';
import type { PageMeta as PageMetaRecord } from '@/types/api';
import { usePageDescription } from './page-description';

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

export function PageMeta({ meta, fallbackTitle }: PageMetaProps) {
  usePageDescription(showsMeta(meta) && present(meta.PageMetaDesc));
  if (!showsMeta(meta)) {
    return (
      <Helmet>
        <title>{fallbackTitle}</title>
      </Helmet>
    );
  }
  const title = present(meta.PageMetaTitle) ? meta.PageMetaTitle : fallbackTitle;
  const ogUrl = safeUrl(meta.PageOGURL);
  const ogImage = safeUrl(meta.PageOGImage);
  return (
    <Helmet>
      <title>{title}</title>
      {present(meta.PageMetaDesc) && <meta name="description" content={meta.PageMetaDesc} />}
      {present(meta.PageMetaKeywords) && <meta name="keywords" content={meta.PageMetaKeywords} />}
      {present(meta.PageOGTitle) && <meta property="og:title" content={meta.PageOGTitle} />}
      {present(meta.PageOGType) && <meta property="og:type" content={meta.PageOGType} />}
      {ogUrl && <meta property="og:url" content={ogUrl} />}
      {ogImage && <meta property="og:image" content={ogImage} />}
    </Helmet>
  );
}
