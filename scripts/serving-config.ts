/**
 * The one generator of the shop's HTTP serving rules: the security headers (Content-Security-Policy
 * and friends) and the nginx site config. It reads the same VITE_* keys, through the same
 * resolveSettings, as the bundle, so the policy names exactly the hosts the build talks to.
 * Used by vite.config.ts (`npm run preview` headers), scripts/write-serving-config.ts
 * (deploy/nginx.conf) and scripts/nginx-serve.ts (the e2e run through nginx).
 */
import { loadEnv } from 'vite';
import { resolveSettings, type Settings } from '../src/config/settings.ts';

/** The settings of a build in `mode` run from `root`: .env files and VITE_* environment variables. */
export const buildSettings = (mode = 'production', root = process.cwd()): Settings =>
  resolveSettings(loadEnv(mode, root, 'VITE_'));

// Documented hosts. PayPal JS SDK: developer.paypal.com/sdk/js/best-practices (Venmo is one of the
// funding options the spec enables). Google Pay: pay.js and its frames on pay.google.com, the
// payment handler's connections to google.com/pay, button images on www.gstatic.com.
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];
const GOOGLE_PAY = 'https://pay.google.com';
const GOOGLE_PAY_CONNECT = [GOOGLE_PAY, 'https://google.com/pay', 'https://www.google.com/pay'];
const GOOGLE_PAY_IMAGES = 'https://www.gstatic.com';
// /videos: the click-to-load embeds frame the privacy-enhanced YouTube player and Vimeo's player
// (only after Play); their posters are local, so no image of theirs is allowed.
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** The origin of a configured URL; a same-origin path needs none ('self'). Throws on a bad URL. */
const originOf = (url: string): string | null => {
  if (!url || (url.startsWith('/') && !url.startsWith('//'))) return null;
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`serving-config: not an absolute URL in the build settings: ${url}`);
  }
};

const origins = (...urls: string[]): string[] =>
  urls.map(originOf).filter((origin): origin is string => origin !== null);

const unique = (values: string[]): string[] => [...new Set(values)];

type UrlSetting = { [K in keyof Settings]: K extends `${string}Url` ? K : never }[keyof Settings];

/**
 * What the page does with each URL setting. Typed over every `...Url` key of the settings, so a new
 * one fails the type check until it is placed here: the policy never silently blocks a configured host.
 * 'api': calls, images and media; 'connect': calls only; 'upload': calls and media (the recordings it
 * stores are played from its host); 'script': a third-party widget (script, its calls, images, styles
 * and frames); 'link': only navigated to, nothing to allow.
 */
const URL_SETTINGS: Record<UrlSetting, 'api' | 'connect' | 'upload' | 'script' | 'link'> = {
  apiBaseUrl: 'api',
  siteBaseUrl: 'link',
  loyaltyScriptUrl: 'script',
  paypalSdkUrl: 'script',
  loyaltySignUrl: 'connect',
  reviewWidgetScriptUrl: 'script',
  marketingScriptUrl: 'script',
  affiliateUrl: 'link',
  ipEchoUrl: 'connect',
  geolocationUrl: 'connect',
  uploadUrl: 'upload',
  wholesaleMailUrl: 'connect',
  recipeCookbookUrl: 'link',
};

/**
 * The Trusted Types policies the page may create (src/lib/trusted-types.ts; 'apricot-boot' is the
 * boot loader's, scripts/script-policy.ts; 'dompurify' is DOMPurify's own for the markup it parses).
 * 'default' is created only when a wallet's SDK loads, for the script elements it adds itself.
 */
export const TRUSTED_TYPES_POLICIES = [
  'apricot-boot',
  'apricot-html',
  'apricot-inert',
  'apricot-json-ld',
  'apricot-script-url',
  'dompurify',
  'default',
];

/** The nginx variable holding the hashes of the file being served (scripts/script-policy.ts). */
export const NGINX_SCRIPT_HASHES = '$apricot_script_hashes';

/**
 * A strict policy (docs/decisions/036-strict-csp-and-trusted-types.md): scripts run when their hash is
 * the page's (`scriptHashes`: its inline scripts) or a script so admitted added them ('strict-dynamic');
 * no host is trusted. `https:` and `'unsafe-inline'` are fallbacks that only browsers without
 * 'strict-dynamic' read. Trusted Types guard every place a string becomes markup or a script's source.
 */
export const contentSecurityPolicy = (
  settings: Settings,
  scriptHashes: readonly string[] = [],
): string => {
  const originsOf = (...roles: string[]) =>
    origins(
      ...Object.entries(URL_SETTINGS)
        .filter(([, role]) => roles.includes(role))
        .map(([key]) => settings[key as UrlSetting]),
    );
  const api = originsOf('api');
  const widgets = originsOf('script');
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [...scriptHashes, "'strict-dynamic'", 'https:', "'unsafe-inline'"]],
    // The wallets (and widgets) inject <style> elements; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'", ...widgets, ...PAYPAL]],
    // data: for Bootstrap's inline SVG icons (select arrow, check marks).
    ['img-src', ["'self'", 'data:', ...api, ...widgets, ...PAYPAL, GOOGLE_PAY_IMAGES]],
    ['font-src', ["'self'", ...widgets]],
    ['media-src', ["'self'", ...api, ...originsOf('upload')]],
    [
      'connect-src',
      [
        "'self'",
        ...originsOf('api', 'connect', 'upload'),
        ...widgets,
        ...PAYPAL,
        ...GOOGLE_PAY_CONNECT,
      ],
    ],
    ['frame-src', [...widgets, ...PAYPAL, GOOGLE_PAY, ...VIDEO_PLAYERS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', TRUSTED_TYPES_POLICIES],
  ];
  return directives.map(([name, values]) => `${name} ${unique(values).join(' ')}`).join('; ');
};

/** The headers every response of the shop carries (nginx adds HSTS on an https site). */
export const securityHeaders = (
  settings: Settings,
  scriptHashes: readonly string[] = [],
): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(settings, scriptHashes),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  // A window this page opens gets no handle on it, except the pop-ups it opens itself (PayPal's
  // checkout window must post its result back).
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // Google Pay calls the Payment Request API from the page; PayPal's buttons live in its frames.
  'Permissions-Policy': [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'usb=()',
    `payment=(self "${GOOGLE_PAY}" "https://www.paypal.com")`,
  ].join(', '),
});

/**
 * The API or site addresses of these settings that are plain http. A config served to shoppers must
 * have none: tokens, passwords and card data would cross the network readable (an empty site address
 * is the serving origin, judged by whoever serves it).
 */
export const plainHttpAddresses = (settings: Settings): string[] =>
  [settings.apiBaseUrl, settings.siteBaseUrl].filter((url) => /^http:\/\//i.test(url.trim()));

export type NginxSiteOptions = {
  /** nginx `listen` value: a port or address:port. */
  listen: string;
  /** The directory holding the build (index.html, assets/). */
  root: string;
  /** The build's map of each HTML file's script hashes (<buildDir>/nginx-script-hashes.conf). */
  scriptHashesFile: string;
};

/**
 * Where deploy/nginx.conf expects the build: its client folder in Debian's default web root, port 80,
 * and its nginx-script-hashes.conf beside the config (the README's deploy steps).
 */
export const DEPLOY_SITE: NginxSiteOptions = {
  listen: '80',
  root: '/usr/share/nginx/html',
  scriptHashesFile: '/etc/nginx/apricot-script-hashes.conf',
};

const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
];

/** nginx quotes a header value in double quotes; the CSP's own quotes are single or escaped. */
const quoted = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * A map and a server block for the http context (Debian: /etc/nginx/conf.d/apricot.conf). Every
 * header is set once at server level: a location with its own add_header would drop them all.
 */
export const nginxSite = (
  settings: Settings,
  { listen, root, scriptHashesFile }: NginxSiteOptions,
): string => {
  const headers = Object.entries(securityHeaders(settings, [NGINX_SCRIPT_HASHES]));
  if (settings.siteBaseUrl.startsWith('https://'))
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  const headerLines = headers
    .map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`)
    .join('\n');
  return `# Generated by scripts/serving-config.ts from the build's VITE_* settings: do not edit by hand.
# Regenerate next to the build, with the same settings: npm run serving-config

# Hashed build output (the name changes with the content) is cached for a year and never
# revalidated; everything else, the index.html app shell first, is revalidated on every use.
map $uri $apricot_cache_control {
    ~^/assets/ "public, max-age=31536000, immutable";
    default "no-cache";
}

# $apricot_script_hashes: the hashes of the inline scripts of the HTML file being served, for the
# policy's script-src. Written by every build (<buildDir>/nginx-script-hashes.conf): deploy it with
# the files it describes.
include ${scriptHashesFile};

server {
    listen ${listen};
    server_name _;
    root ${root};
    server_tokens off;
    charset utf-8;

    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_comp_level 6;
    gzip_min_length 1024;
    gzip_types ${GZIP_TYPES.join(' ')};

    # Without "always": an error (a 404 asset during a deploy) is never cached.
    add_header Cache-Control $apricot_cache_control;
${headerLines}

    # A missing build file is a 404, never the app shell.
    location /assets/ {
        try_files $uri =404;
    }

    # Build metadata (.vite/) and other dot-files are not published.
    location ~ /\\.(?!well-known/) {
        return 404;
    }

    # Build files (favicon, images, robots.txt, sitemap.xml), then a route's prerendered page
    # (/ → index.html, /store → store.html), then React Router's SPA fallback for every other route.
    location / {
        try_files $uri $uri.html $uri/index.html /__spa-fallback.html;
    }
}
`;
};
