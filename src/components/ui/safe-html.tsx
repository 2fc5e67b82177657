import { useMemo, type HTMLAttributes } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

type SafeHtmlTag = 'div' | 'span' | 'p' | 'section' | 'article' | 'li' | 'td' | 'small' | 'strong';

export type SafeHtmlProps = Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  html: string | null | undefined;
  as?: SafeHtmlTag;
};

/** Renders API HTML after DOMPurify: the only place in the app that sets inner HTML. */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
