/**
 * The static content pages and their numeric ids in the content service: `content` for
 * GET /content/{id} (title and description), `meta` for GET /pages/tags/{id} (page metadata).
 * The one map of these ids; VITE_STATIC_PAGE_IDS overrides it at build time (see resolveStaticPageIds).
 */
export const STATIC_PAGES = [
  'about',
  'privacy',
  'return_policy',
  'shipping_privacy',
  'autoship',
] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number];
export type StaticPageIds = { content: number; meta: number };

/**
 * api-notes 3.9 saw content ids 40 return, 41 privacy, 42 shipping, 44 about and metadata ids
 * 12 privacy, 42 shipping, 44 about. Not seen: the auto-ship page (43, the free id of that run, is
 * assumed for both) and the return policy's metadata (40, as shipping and about share one id).
 */
export const DEFAULT_STATIC_PAGE_IDS: Readonly<Record<StaticPageKey, StaticPageIds>> = {
  about: { content: 44, meta: 44 },
  privacy: { content: 41, meta: 12 },
  return_policy: { content: 40, meta: 40 },
  shipping_privacy: { content: 42, meta: 42 },
  autoship: { content: 43, meta: 43 },
};

const positiveId = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? +value : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const parse = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
};

/**
 * The ids with VITE_STATIC_PAGE_IDS applied: JSON keyed by page, each an id for both lookups
 * (`{"autoship": 45}`) or `{ "content": 45, "meta": 46 }`. Pages, fields and values it leaves out or
 * gets wrong (not a positive whole number, unreadable JSON) keep their defaults.
 */
export const resolveStaticPageIds = (json: string): Record<StaticPageKey, StaticPageIds> => {
  const overrides = asRecord(json ? parse(json) : {});
  const entries = STATIC_PAGES.map((page): [StaticPageKey, StaticPageIds] => {
    const given = overrides[page];
    const both = positiveId(given);
    const fields = asRecord(given);
    const fallback = DEFAULT_STATIC_PAGE_IDS[page];
    return [
      page,
      {
        content: both ?? positiveId(fields.content) ?? fallback.content,
        meta: both ?? positiveId(fields.meta) ?? fallback.meta,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<StaticPageKey, StaticPageIds>;
};
