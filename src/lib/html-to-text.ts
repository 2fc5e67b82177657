import purifier from 'isomorphic-dompurify';

// Elements whose edges separate words: '<h2>Keep</h2><p>it</p>' reads 'Keep it', not 'Keepit'.
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

// Every card of a listing describes the same few badges: each distinct string is parsed once.
const texts = new Map<string, string>();
const MAX_TEXTS = 200;

/**
 * Plain text of an HTML string (for alt and aria texts, excerpts): DOMPurify parses it into an inert
 * body (no script runs, nothing loads), in the browser and where the build prerenders pages alike,
 * and only its text is read.
 */
export const htmlToText = (html: string | null | undefined): string => {
  if (!html) return '';
  const known = texts.get(html);
  if (known !== undefined) return known;
  const body = purifier.sanitize(html, {
    RETURN_DOM: true,
    FORBID_TAGS: ['script', 'style', 'template', 'noscript'],
  }) as HTMLElement;
  body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(html, text);
  return text;
};
