import { cleanHtmlNow, loadSanitizer, markupIn, type CleanHtmlTable } from '@/lib/clean-html';

/**
 * At build time: the clean table of every string with markup in `answers` (the answers do not say
 * which fields are HTML; cleaning a plain one too only costs its bytes). The browser takes it with
 * `rememberCleanHtml` before the first render (use-hydrating-store.ts).
 */
export const cleanHtmlTable = async (answers: unknown): Promise<CleanHtmlTable> => {
  await loadSanitizer();
  return markupIn(answers).map((raw) => {
    const clean = cleanHtmlNow(raw) ?? '';
    return clean === raw ? [raw] : [raw, clean];
  });
};
