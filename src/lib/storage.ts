/** Local storage and cookie keys the spec names, read and written in one place. */
export const LOGIN_KEY = 'login';
export const REFERRAL_KEY = 'referalCode';
export const LOCATION_CACHE_KEY = 'apricot_country_code';
export const ROLE_COOKIE = 'role';
/** The visitor's privacy choices and their date (src/lib/consent.ts); never sent to the API. */
export const PRIVACY_CHOICES_KEY = 'apricot_privacy_choices';
/** Session storage: the e-mail of a password reset in progress (never the password). */
export const RESET_EMAIL_KEY = 'apricot_reset_email';
/** Session storage: a notice for the next document of this tab (one load replaces the page). */
export const PENDING_NOTICE_KEY = 'apricot_pending_notice';
/** Local storage: the products last viewed on this device (never a price). */
export const RECENTLY_VIEWED_KEY = 'apricot_recently_viewed';

const safeStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

const safeSessionStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readItem = (key: string): string | null => {
  const value = safeStorage()?.getItem(key) ?? null;
  // The previous client stored the strings "null"/"undefined"; treat them as absent.
  return value === null || value === 'null' || value === 'undefined' || value === '' ? null : value;
};

/**
 * Every write to local or session storage goes through here and never throws: a disabled or full
 * storage (private modes, quota) answers false, and the caller decides what holds for the visit.
 */
export const writeTo = (
  storage: Storage | null,
  key: string,
  value: string | null | undefined,
): boolean => {
  if (!storage) return false;
  try {
    if (value === null || value === undefined || value === '' || value === 'null')
      storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
};

export const writeItem = (key: string, value: string | null | undefined): boolean =>
  writeTo(safeStorage(), key, value);

/**
 * redux-persist's storage over local storage that never throws: a refused write (private mode, a
 * full quota) leaves the state in memory for this visit, as every other write here does.
 */
export const persistStorage = {
  getItem: (key: string): Promise<string | null> => {
    try {
      return Promise.resolve(safeStorage()?.getItem(key) ?? null);
    } catch {
      return Promise.resolve(null);
    }
  },
  // A refused write keeps the state in memory only: the next visit starts from the API's answers.
  setItem: (key: string, value: string): Promise<void> => {
    writeItem(key, value);
    return Promise.resolve();
  },
  removeItem: (key: string): Promise<void> => {
    writeItem(key, null);
    return Promise.resolve();
  },
};

/** Stores `value` as JSON; a full or refused storage loses it rather than failing the caller. */
export const writeJson = (key: string, value: unknown): boolean =>
  writeItem(key, JSON.stringify(value));

/** Spec part 1 §2.6: logout clears local storage (token, referral code, location cache, persisted state). */
export const clearStorage = (): void => {
  const storage = safeStorage();
  if (!storage) return;
  // The privacy choices belong to the device, not the account: signing out does not ask again.
  const privacy = storage.getItem(PRIVACY_CHOICES_KEY);
  storage.clear();
  writeTo(storage, PRIVACY_CHOICES_KEY, privacy);
  visitToken = null;
};

/** A token the storage refused to keep: the session holds for this visit only. */
let visitToken: string | null = null;

export const getToken = (): string | null => readItem(LOGIN_KEY) ?? visitToken;
/** Keeps the token; false when the storage refused it (it then holds in memory for this visit). */
export const setToken = (token: string | null): boolean => {
  const kept = writeItem(LOGIN_KEY, token) && readItem(LOGIN_KEY) === (token || null);
  visitToken = kept ? null : token || null;
  return kept;
};
export const getReferralCode = (): string | null => readItem(REFERRAL_KEY);
export const setReferralCode = (code: string | null): boolean => writeItem(REFERRAL_KEY, code);

export const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined') return null;
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!found) return null;
  const value = found.slice(prefix.length);
  try {
    return decodeURIComponent(value);
  } catch {
    // Set by something other than writeCookie ('%' alone): the raw value rather than a crash.
    return value;
  }
};

type CookieOptions = {
  /** Seconds the cookie lives; without it the cookie ends with the browser session. */
  maxAge?: number;
};

export const writeCookie = (
  name: string,
  value: string | null,
  options: CookieOptions = {},
): void => {
  if (typeof document === 'undefined') return;
  const key = encodeURIComponent(name);
  // Secure whenever the page is https, so the cookie is never sent over plain http.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime =
    value === null
      ? '; max-age=0'
      : options.maxAge === undefined
        ? ''
        : `; max-age=${options.maxAge}`;
  document.cookie = `${key}=${value === null ? '' : encodeURIComponent(value)}; path=/${lifetime}; SameSite=Lax${secure}`;
};

/**
 * Seconds until a token expires, from the `exp` claim a JWT carries; undefined for a token that
 * says nothing of its lifetime (the local API's are opaque).
 */
export const tokenLifetime = (token: string | null, now = Date.now()): number | undefined => {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? Math.max(0, Math.floor(exp - now / 1000)) : undefined;
  } catch {
    return undefined;
  }
};

export const getRole = (): string | null => readCookie(ROLE_COOKIE);
/** The role cookie lives as long as the login token: its `exp`, else the browser session. */
export const setRole = (role: string | number | null | undefined): void =>
  writeCookie(ROLE_COOKIE, role === null || role === undefined ? null : String(role), {
    maxAge: tokenLifetime(getToken()),
  });

/** The reset code step survives a reload of its tab (and only its tab): the e-mail is kept per session. */
export const getResetEmail = (): string | null =>
  safeSessionStorage()?.getItem(RESET_EMAIL_KEY) || null;
export const setResetEmail = (email: string | null): void => {
  writeTo(safeSessionStorage(), RESET_EMAIL_KEY, email);
};

/** A message the next document of this tab shows once (the page is about to be loaded anew). */
/** How long a notice waits for the new document it was left for. */
const PENDING_NOTICE_MS = 60_000;

/**
 * A notice for the document that opens `path` next (a page that must load as a new document).
 * Left in any case: whether that navigation becomes a new document is decided after this call.
 */
export const setPendingNotice = (message: string, path: string): boolean =>
  writeTo(
    safeSessionStorage(),
    PENDING_NOTICE_KEY,
    JSON.stringify({ message, path, at: Date.now() }),
  );

/** The notice left for `path` within the last minute, if any; it is taken either way. */
export const takePendingNotice = (path: string): string | null => {
  const storage = safeSessionStorage();
  const raw = storage?.getItem(PENDING_NOTICE_KEY);
  writeTo(storage ?? null, PENDING_NOTICE_KEY, null);
  try {
    const notice = raw
      ? (JSON.parse(raw) as { message?: unknown; path?: unknown; at?: unknown })
      : null;
    const fresh = typeof notice?.at === 'number' && Date.now() - notice.at < PENDING_NOTICE_MS;
    return fresh && notice?.path === path && typeof notice.message === 'string'
      ? notice.message
      : null;
  } catch {
    return null;
  }
};
