import { http, HttpResponse, type RequestHandler } from 'msw';
import type { VisitorLocation } from '../../src/types/api';
import { badRequest, json } from '../respond';
import { findProduct } from '../store/catalog';
import { getDb, resetDb } from '../store/db';
import { artworkIsPhoto, renderPhotoPng } from './photo-artwork';

/** The visitor IP the stand-in IP-echo service reports (deterministic on purpose). */
export const DEFAULT_VISITOR_IP = '203.0.113.10';

export const visitorLocation = (ip: string): VisitorLocation => ({
  ip,
  network: '203.0.113.0/24',
  version: ip.includes(':') ? 'IPv6' : 'IPv4',
  city: 'Austin',
  region: 'Texas',
  region_code: 'TX',
  country: 'US',
  country_name: 'United States',
  country_code: 'US',
  country_code_iso3: 'USA',
  country_capital: 'Washington',
  country_tld: '.us',
  continent_code: 'NA',
  in_eu: false,
  postal: '78701',
  latitude: 30.2672,
  longitude: -97.7431,
  timezone: 'America/Chicago',
  utc_offset: '-0600',
  country_calling_code: '+1',
  currency: 'USD',
  currency_name: 'Dollar',
  languages: 'en-US,es-US,haw,fr',
  country_area: 9629091,
  country_population: 327167434,
  asn: 'AS64496',
  org: 'Example Internet Services',
});

const PALETTE = [
  '#f4a259',
  '#e07a5f',
  '#f2cc8f',
  '#81b29a',
  '#3d405b',
  '#bc6c25',
  '#dda15e',
  '#606c38',
];

const escapeXml = (value: string): string =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const hash = (value: string): number =>
  [...value].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** Wraps a label into lines of at most ~18 characters. */
const wrap = (label: string): string[] => {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 18)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 4);
};

const isWide = (kind: string): boolean =>
  kind === 'banners' || kind === 'content' || kind === 'gallery';

const artworkSize = (kind: string): [number, number] =>
  isWide(kind) ? [1200, 500] : kind === 'badges' ? [120, 120] : [300, 400];

const colourOf = (label: string): string => PALETTE[hash(label) % PALETTE.length];

export const renderSvg = (label: string, kind: string): string => {
  const [width, height] = artworkSize(kind);
  const colour = colourOf(label);
  const size = isWide(kind) ? 56 : kind === 'badges' ? 14 : 24;
  const lines = wrap(label);
  const startY = height / 2 - ((lines.length - 1) * size * 1.25) / 2;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${width / 2}" y="${(startY + i * size * 1.25).toFixed(0)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<rect width="100%" height="100%" fill="${colour}"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.08}" fill="#fff" opacity="0.35"/>` +
    `<text font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#1d1d1d" text-anchor="middle">${tspans}</text>` +
    '</svg>'
  );
};

const labelFor = (kind: string, name: string): string => {
  const base = name.replace(/\.svg$/i, '');
  if (kind === 'products') return findProduct(base)?.product_name ?? `Product ${base}`;
  return base.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
};

/**
 * Fields laid over the geolocation stand-in's record (POST /__admin/visitor-location), e.g. an EU
 * visitor for the privacy banner in a browser whose driver cannot change an answer in flight.
 * Cleared by /__admin/reset.
 */
let visitorLocationChange: Partial<VisitorLocation> = {};

const script = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });

export const externalHandlers: RequestHandler[] = [
  // Stand-in for the public IP-echo service (GET ?format=json → { ip }).
  http.get('*/__ext/ipify', () => json({ ip: DEFAULT_VISITOR_IP })),
  // Stand-in for the geolocation service (GET /{ip}/json → the whole record).
  http.get('*/__ext/ipapi/:ip/json', ({ params }) =>
    json({ ...visitorLocation(decodeURIComponent(String(params.ip))), ...visitorLocationChange }),
  ),
  // Stand-ins for the third-party scripts (review widget, marketing) the e2e build configures:
  // each records that it ran in this document.
  http.get('*/__ext/scripts/:name', ({ params }) =>
    script(`(window.__thirdPartyScripts ||= []).push(${JSON.stringify(String(params.name))});`),
  ),
  // Stand-in for PayPal's JS SDK (VITE_PAYPAL_SDK_URL in the e2e build): window.paypal.Buttons as
  // react-paypal-js drives it, rendering one real button in the page. A press creates the order and
  // approves it at once; the capture's id is the transaction the order carries. Records that it ran.
  http.get('*/__ext/paypal/sdk/js', () =>
    script(`(window.__thirdPartyScripts ||= []).push('paypal-sdk');
window.paypal = { version: '5.0.0-stand-in', FUNDING: {}, Buttons(options) {
  return {
    isEligible: () => true,
    render(container) {
      const host = typeof container === 'string' ? document.querySelector(container) : container;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn btn-warning w-100';
      button.textContent = 'PayPal (stand-in)';
      const actions = {
        order: {
          create: () => Promise.resolve('STANDIN-ORDER-' + Date.now()),
          capture: () => Promise.resolve({ id: 'STANDIN-CAPTURE-' + Date.now(), status: 'COMPLETED' }),
        },
      };
      const turn = (disabled) => () => { button.disabled = disabled; return Promise.resolve(); };
      options.onInit?.({}, { enable: turn(false), disable: turn(true) });
      button.addEventListener('click', () =>
        Promise.resolve(options.createOrder({}, actions))
          .then((orderID) => options.onApprove({ orderID }, actions))
          .catch((error) => options.onError?.(error)));
      host.append(button);
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
    updateProps: () => Promise.resolve(),
  };
} };`),
  ),
  // Stand-in for Google's pay.js: google.payments.api.PaymentsClient as @google-pay/button-react
  // drives it. pay.js has a fixed https address, so the e2e tests answer it with this (Playwright's
  // route, the cross-engine suite's proxy). Its button is one real button; a press answers at once
  // with a test token. Records that it ran.
  http.get('*/__ext/google-pay/pay.js', () =>
    script(`(window.__thirdPartyScripts ||= []).push('google-pay');
window.google = { payments: { api: { PaymentsClient: class {
  isReadyToPay() { return Promise.resolve({ result: true }); }
  prefetchPaymentData() {}
  loadPaymentData() {
    return Promise.resolve({ apiVersion: 2, apiVersionMinor: 0, paymentMethodData: { type: 'CARD',
      description: 'Visa 1111', tokenizationData: { type: 'PAYMENT_GATEWAY',
        token: 'STANDIN-GOOGLE-PAY-' + Date.now() } } });
  }
  createButton({ onClick }) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'btn btn-dark w-100';
    button.textContent = 'Google Pay (stand-in)';
    button.addEventListener('click', onClick);
    return button;
  }
} } } };`),
  ),
  // e2e between tests: back to the seed. ?products=400: a bigger catalogue (npm run bench's cost case).
  http.post('*/__admin/reset', ({ request }) => {
    const products = Number(new URL(request.url).searchParams.get('products'));
    resetDb(Number.isInteger(products) && products > 0 ? { products } : undefined);
    visitorLocationChange = {};
    return json({ message: 'Local API reset to seed data.' });
  }),
  // Cross-engine tests: where the geolocation stand-in says the visitor is, until the next reset.
  http.post('*/__admin/visitor-location', async ({ request }) => {
    const change: unknown = await request.json().catch(() => null);
    if (!change || typeof change !== 'object' || Array.isArray(change))
      return badRequest('A JSON object of location fields is required.');
    visitorLocationChange = change as Partial<VisitorLocation>;
    return json({ message: 'Visitor location changed until the next reset.' });
  }),
  // e2e: what the form stand-ins received (?kind=wholesale), where the browser cannot show a
  // multipart body with a file.
  http.get('*/__admin/submissions', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    return json(getDb().submissions.filter((submission) => !kind || submission.kind === kind));
  }),
  // Generated placeholder artwork: /images/<kind>/<name>.svg, a PNG of the same size under
  // LOCAL_API_ARTWORK=photo (photo-artwork.ts).
  http.get('*/images/:kind/:name', ({ params }) => {
    const kind = String(params.kind);
    const name = String(params.name);
    const label = labelFor(kind, name);
    if (artworkIsPhoto(kind))
      return new HttpResponse(renderPhotoPng(...artworkSize(kind), colourOf(label)), {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
      });
    return new HttpResponse(renderSvg(label, kind), {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }),
];
