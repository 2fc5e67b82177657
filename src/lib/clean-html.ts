import type * as Sanitizer from './sanitize-html';

/**
 * API HTML the build cleaned, as a prerendered page's loader hands it over
 * (src/app/start-up/clean-html-table.ts): each raw string with markup and DOMPurify's output for it
 * (left out where DOMPurify returned the string unchanged).
 */
export type CleanHtmlTable = Array<[raw: string, clean?: string]>;

// Without '<' a string holds no element: DOMPurify returns it as it is, and so does this module.
const MARKUP = /</;
const MAX_CACHED = 200;

const built = new Map<string, string>();
const cached = new Map<string, string>();
// What DOMPurify returned, here or in the build: the only markup <SafeHtml> may set.
const cleanOutputs = new Set<string>();
const listeners = new Set<() => void>();
let sanitizer: typeof Sanitizer | null = null;
let loading: Promise<void> | null = null;

/**
 * Downloads DOMPurify (once). A prerendered page never needs it for what it was built with; it
 * comes when a page shows API HTML the build did not clean.
 */
export const loadSanitizer = (): Promise<void> => {
  loading ??= import('./sanitize-html').then(
    (module) => {
      sanitizer = module;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

export const sanitizerLoaded = (): boolean => sanitizer !== null;

export const onSanitizerLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The loaded DOMPurify wrapper (the build loads it before rendering), or null before it is in. */
export const loadedSanitizer = (): typeof Sanitizer | null => sanitizer;

/** Takes the build's cleaned strings of a prerendered page, before its first render. */
export const rememberCleanHtml = (table: CleanHtmlTable): void => {
  for (const [raw, clean] of table) {
    built.set(raw, clean ?? raw);
    cleanOutputs.add(clean ?? raw);
  }
};

/**
 * `html` cleaned by DOMPurify, or undefined while DOMPurify is not loaded and the build did not
 * clean this string (call loadSanitizer and ask again).
 */
export const cleanHtmlNow = (html: string | null | undefined): string | undefined => {
  if (!html) return '';
  if (!MARKUP.test(html)) return html;
  const known = built.get(html) ?? cached.get(html);
  if (known !== undefined) return known;
  if (!sanitizer) return undefined;
  const clean = sanitizer.sanitizeHtml(html);
  if (cached.size >= MAX_CACHED) cached.clear();
  cached.set(html, clean);
  cleanOutputs.add(clean);
  return clean;
};

/** Whether `html` is DOMPurify's output, in this visit or at build time (Trusted Types ask). */
export const isCleanHtml = (html: string): boolean => !MARKUP.test(html) || cleanOutputs.has(html);

/** Every string in an answer, however deep. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) yield* stringsOf(item);
}

/** Every string in `answer`, however deep, that holds markup (each once). */
export const markupIn = (answer: unknown): string[] => [
  ...new Set([...stringsOf(answer)].filter((text) => MARKUP.test(text))),
];
