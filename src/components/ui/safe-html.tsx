import { useEffect, useMemo, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { cleanHtmlNow, loadSanitizer, onSanitizerLoaded, sanitizerLoaded } from '@/lib/clean-html';
import { htmlToText } from '@/lib/html-to-text';
import { trustedCleanHtml } from '@/lib/trusted-types';

type SafeHtmlTag = 'div' | 'span' | 'p' | 'section' | 'article' | 'li' | 'td' | 'small' | 'strong';

export type SafeHtmlProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  html: string | null | undefined;
  as?: SafeHtmlTag;
};

/**
 * Renders API HTML after DOMPurify: the only place in the app that sets inner HTML. What the build
 * cleaned renders at once. Other HTML starts DOMPurify's download and waits for it, showing the last
 * clean HTML meanwhile (nothing on a first render), and its text alone if the download fails. A part
 * that always shows new HTML loads DOMPurify with its module instead (decision 039).
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  // Renders again once DOMPurify is in (cleanHtmlNow remembers what it cleaned).
  useSyncExternalStore(onSanitizerLoaded, sanitizerLoaded, sanitizerLoaded);
  const clean = cleanHtmlNow(html);
  const [shown, setShown] = useState(clean ?? '');
  if (clean !== undefined && clean !== shown) setShown(clean);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (clean === undefined && !failed) loadSanitizer().catch(() => setFailed(true));
  }, [clean, failed]);
  const markup = clean ?? shown;
  // Trusted Types admit only DOMPurify's output here (decision 036). One object per string: React
  // sets the element's HTML again whenever it gets another.
  const trusted = useMemo(() => ({ __html: trustedCleanHtml(markup) }), [markup]);
  if (clean === undefined && failed && !shown) return <Tag {...rest}>{htmlToText(html)}</Tag>;
  return <Tag {...rest} dangerouslySetInnerHTML={trusted} />;
}
