import { loadedSanitizer } from './clean-html';
import { inertHtml } from './trusted-types';

// Elements whose edges separate words: '<h2>Keep</h2><p>it</p>' reads 'Keep it', not 'Keepit'.
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';
// Elements whose content is not text a reader sees (DOMPurify drops them with their content).
const NOT_TEXT = 'script,style,template,noscript,iframe,noembed,noframes,xmp,plaintext,title';

// Every card of a listing describes the same few badges: each distinct string is parsed once.
const texts = new Map<string, string>();
const MAX_TEXTS = 200;

/**
 * An inert document's body holding `html`: no script runs, nothing loads. The browser's DOMParser
 * (DOMPurify parses with it too); where the build prerenders pages, DOMPurify's jsdom.
 */
const parseInert = (html: string): HTMLElement | null => {
  if (typeof DOMParser === 'function') {
    const body = new DOMParser().parseFromString(inertHtml(html) as string, 'text/html').body;
    body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
    return body;
  }
  return loadedSanitizer()?.parseInert(html) ?? null;
};

/**
 * Plain text of an HTML string (for alt and aria texts, excerpts), read from an inert document: only
 * its text is used, and React escapes it.
 */
export const htmlToText = (html: string | null | undefined): string => {
  if (!html) return '';
  const known = texts.get(html);
  if (known !== undefined) return known;
  const body = parseInert(html);
  if (!body) return '';
  body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (texts.size >= MAX_TEXTS) texts.clear();
  texts.set(html, text);
  return text;
};
