import { notify } from './notify';
import { PRIVACY_CHOICES_KEY, readItem, writeItem } from './storage';

/** Said when this browser refuses to keep a choice (every caller of saveConsent shows it). */
export const CONSENT_VISIT_ONLY_MESSAGE =
  'Your privacy choices apply to this visit only: this browser does not let us keep them, so you will be asked again next time.';

/**
 * The visitor's privacy choices (decision 033): whether the marketing script and the review widget
 * may run on this device. Kept in local storage with their date, never sent to the API.
 */
export type ConsentCategory = 'marketing' | 'reviews' | 'loyalty';
/**
 * A choice per category. `loyalty` (the points programme's widget, a third party with its own
 * cookies) came later: a choice stored without it leaves it to the region's rule.
 */
export type ConsentChoices = { marketing: boolean; reviews: boolean; loyalty?: boolean };

/**
 * Where the visitor is, as far as consent goes: 'ask' (in the EU, or the location is unknown),
 * 'opt-out' (elsewhere: on by default, refusable), or null while the location is being looked up.
 */
export type ConsentRegion = 'ask' | 'opt-out' | null;

/** Each category: 'pending' until the region or a stored choice decides it. */
export type ConsentStatus = 'granted' | 'denied' | 'pending';

export type ConsentState = {
  marketing: ConsentStatus;
  reviews: ConsentStatus;
  loyalty: ConsentStatus;
  /** The visitor must be asked before anything runs (the banner shows). */
  mustAsk: boolean;
  /** The browser sends Global Privacy Control: marketing and loyalty are refused without asking. */
  gpc: boolean;
  /** What the visitor chose on this device, if anything (and not expired). */
  stored: ConsentChoices | null;
};

/** A stored choice is asked again after 12 months. */
export const CONSENT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

type StoredChoices = ConsentChoices & { at: number };

const isStored = (value: unknown): value is StoredChoices => {
  const record = value as Partial<StoredChoices> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.marketing === 'boolean' &&
    typeof record.reviews === 'boolean' &&
    (record.loyalty === undefined || typeof record.loyalty === 'boolean') &&
    typeof record.at === 'number' &&
    Number.isFinite(record.at)
  );
};

/** The stored choice, or null when there is none, it is older than 12 months, or it is corrupt. */
export const readStoredChoices = (now = Date.now()): ConsentChoices | null => {
  const raw = readItem(PRIVACY_CHOICES_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStored(parsed)) return null;
    // A date in the future is as unreliable as a corrupt one.
    if (parsed.at > now || now - parsed.at >= CONSENT_LIFETIME_MS) return null;
    return {
      marketing: parsed.marketing,
      reviews: parsed.reviews,
      ...(parsed.loyalty === undefined ? {} : { loyalty: parsed.loyalty }),
    };
  } catch {
    return null;
  }
};

const readGpc = (): boolean =>
  typeof navigator !== 'undefined' &&
  (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;

let region: ConsentRegion = null;
let state: ConsentState | null = null;
/** A choice this browser's storage refused (private mode, quota): it holds for this visit only. */
let visitChoices: ConsentChoices | null = null;
const listeners = new Set<() => void>();

const compute = (): ConsentState => {
  const gpc = readGpc();
  const stored = readStoredChoices() ?? visitChoices;
  const status = (category: ConsentCategory): ConsentStatus => {
    if ((category === 'marketing' || category === 'loyalty') && gpc) return 'denied';
    const choice = stored?.[category];
    if (choice !== undefined) return choice ? 'granted' : 'denied';
    if (region === null) return 'pending';
    return region === 'opt-out' ? 'granted' : 'denied';
  };
  return {
    marketing: status('marketing'),
    reviews: status('reviews'),
    loyalty: status('loyalty'),
    mustAsk: !stored && region === 'ask',
    gpc,
    stored,
  };
};

const PENDING_STATE: ConsentState = {
  marketing: 'pending',
  reviews: 'pending',
  loyalty: 'pending',
  mustAsk: false,
  gpc: false,
  stored: null,
};

const changed = (): void => {
  const next = compute();
  const same =
    state !== null &&
    state.marketing === next.marketing &&
    state.reviews === next.reviews &&
    state.loyalty === next.loyalty &&
    state.mustAsk === next.mustAsk &&
    state.gpc === next.gpc &&
    JSON.stringify(state.stored) === JSON.stringify(next.stored);
  if (same) return;
  state = next;
  listeners.forEach((listener) => listener());
};

/** The current consent: read at call time (the storage and GPC are read once, then on each change). */
export const getConsent = (): ConsentState => {
  if (typeof window === 'undefined') return PENDING_STATE;
  state ??= compute();
  return state;
};

/** The state a prerendered page was built with: nothing decided yet. */
export const getServerConsent = (): ConsentState => PENDING_STATE;

// Another tab of the shop saved a choice: this one follows it.
const onStorage = (event: StorageEvent): void => {
  if (event.key === PRIVACY_CHOICES_KEY || event.key === null) changed();
};

export const subscribeConsent = (listener: () => void): (() => void) => {
  if (listeners.size === 0 && typeof window !== 'undefined')
    window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
};

/** Whether a category may run now (pending is not consent). */
export const hasConsent = (category: ConsentCategory): boolean =>
  getConsent()[category] === 'granted';

/** Set once the visitor's location is known (or known to be unknown). */
export const setConsentRegion = (next: Exclude<ConsentRegion, null>): void => {
  region = next;
  changed();
};

/**
 * Records the visitor's choice on this device, dated now; GPC still refuses marketing. Where the
 * storage refuses it (disabled, full), the choice holds in memory for this visit: 'visit' says the
 * visitor will be asked again next time.
 */
export const saveConsent = (choices: ConsentChoices, now = Date.now()): 'kept' | 'visit' => {
  const record: StoredChoices = { ...choices, at: now };
  const raw = JSON.stringify(record);
  let kept = false;
  try {
    writeItem(PRIVACY_CHOICES_KEY, raw);
    kept = readItem(PRIVACY_CHOICES_KEY) === raw;
  } catch {
    kept = false;
  }
  visitChoices = kept ? null : { ...choices };
  changed();
  if (!kept) notify.info(CONSENT_VISIT_ONLY_MESSAGE);
  return kept ? 'kept' : 'visit';
};

/** Allows one category, keeping what is in effect for the other. */
export const allowCategory = (category: ConsentCategory): 'kept' | 'visit' => {
  const current = getConsent();
  return saveConsent({
    marketing: current.marketing === 'granted',
    reviews: current.reviews === 'granted',
    loyalty: current.loyalty === 'granted',
    [category]: true,
  });
};

/** Tests only: back to an unknown region and a fresh read of storage and GPC. */
export const resetConsentForTests = (): void => {
  region = null;
  state = null;
  visitChoices = null;
};
