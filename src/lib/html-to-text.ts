// Elements whose edges separate words: '<h2>Keep</h2><p>it</p>' reads 'Keep it', not 'Keepit'.
const BLOCKS =
  'address,article,aside,blockquote,br,dd,div,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,ol,p,pre,section,table,td,th,tr,ul';

/**
 * Plain text of an HTML string (for alt and aria texts, excerpts). Parsed by DOMParser into an inert
 * document (no script runs, nothing loads) and only its text is read, so it needs no DOMPurify: pages
 * that show no HTML (listings) do without that chunk.
 */
export const htmlToText = (html: string | null | undefined): string => {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script,style,template,noscript').forEach((node) => node.remove());
  doc.body.querySelectorAll(BLOCKS).forEach((block) => block.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
};
