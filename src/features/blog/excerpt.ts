import { htmlToText } from '@/lib/html-to-text';

/**
 * A post's opening as plain text, cut at a word boundary. The body is the API's raw HTML, not
 * sanitised: htmlToText reads only its text from an inert document, and React escapes that text
 * (docs/decisions/009-dompurify-and-safe-url.md).
 */
export const blogExcerpt = (body: string | null | undefined, maxLength = 160): string => {
  const text = htmlToText(body);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
};
