import axios from 'axios';
import { env } from '@/config/env';
import { LOCATION_CACHE_KEY, readItem, writeItem } from '@/lib/storage';
import type { VisitorLocation } from '@/types/api';
import { startEachCallInATaskOfItsOwn } from './own-task';
import { answer, entity, entityOf, optBool, optNum, optText, text } from './schema';

/**
 * Visitor location flow (spec part 1 §4): public IP from the IP-echo service, then the geolocation
 * record, cached under the storefront's country-code key and reused while its ip matches.
 * The spec's "poll every 100 ms until the IP is known" becomes one shared promise; a blocked
 * service resolves to null after a bounded wait instead of hanging the shop.
 */
const EXTERNAL_TIMEOUT_MS = 4000;

// Third-party services: a bare instance, without the API's interceptors, so the shop's bearer token can
// never reach them. Over fetch like the API's instance (src/api/http.ts).
const external = axios.create({ timeout: EXTERNAL_TIMEOUT_MS, adapter: 'fetch' });
startEachCallInATaskOfItsOwn(external);

const ipEcho = answer(entity({ ip: text }));

const location = answer(
  entityOf<VisitorLocation>()({
    ip: text,
    network: optText,
    version: optText,
    city: optText,
    region: optText,
    region_code: optText,
    country: optText,
    country_name: optText,
    country_code: optText,
    country_code_iso3: optText,
    country_capital: optText,
    country_tld: optText,
    continent_code: optText,
    in_eu: optBool,
    postal: optText,
    latitude: optNum,
    longitude: optNum,
    timezone: optText,
    utc_offset: optText,
    country_calling_code: optText,
    currency: optText,
    currency_name: optText,
    languages: optText,
    country_area: optNum,
    country_population: optNum,
    asn: optText,
    org: optText,
  }),
);

let ipPromise: Promise<string | null> | null = null;
let locationPromise: Promise<VisitorLocation | null> | null = null;
let failureReported = false;

const reportOnce = (what: string, error: unknown): void => {
  if (failureReported) return;
  failureReported = true;
  console.warn(
    `[location] ${what} unavailable; browsing continues without it.`,
    error instanceof Error ? error.message : error,
  );
};

export const readCachedLocation = (): VisitorLocation | null => {
  const raw = readItem(LOCATION_CACHE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as VisitorLocation;
    return typeof parsed.ip === 'string' ? parsed : null;
  } catch {
    return null;
  }
};

const fetchPublicIp = async (): Promise<string | null> => {
  try {
    const { data } = await external.get<unknown>(env.ipEchoUrl, { params: { format: 'json' } });
    return ipEcho(data).ip || null;
  } catch (error) {
    reportOnce('IP-echo service', error);
    return null;
  }
};

export const getVisitorIp = (): Promise<string | null> => {
  ipPromise ??= fetchPublicIp();
  return ipPromise;
};

const lookUpLocation = async (): Promise<VisitorLocation | null> => {
  const ip = await getVisitorIp();
  if (!ip) return null;
  const cached = readCachedLocation();
  if (cached?.ip === ip) return cached;
  try {
    const { data } = await external.get<unknown>(
      `${env.geolocationUrl}/${encodeURIComponent(ip)}/json`,
    );
    const answered = location(data);
    const record = { ...answered, ip: answered.ip || ip };
    writeItem(LOCATION_CACHE_KEY, JSON.stringify(record));
    return record;
  } catch (error) {
    reportOnce('Geolocation service', error);
    return null;
  }
};

export const getVisitorLocation = (): Promise<VisitorLocation | null> => {
  locationPromise ??= lookUpLocation();
  return locationPromise;
};

/** Tests only: forget the memoised lookups. */
export const resetVisitorForTests = (): void => {
  ipPromise = null;
  locationPromise = null;
  failureReported = false;
};
