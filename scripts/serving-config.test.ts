// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../src/config/settings.ts';
import {
  contentSecurityPolicy,
  DEPLOY_SITE,
  nginxSite,
  scriptSources,
  securityHeaders,
} from './serving-config.ts';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

const configured = resolveSettings({
  VITE_API_BASE_URL: 'https://api.shop.example/v1/',
  VITE_IP_ECHO_URL: 'https://ip.example/?format=json',
  VITE_GEOLOCATION_URL: 'https://geo.example',
  VITE_LOYALTY_SIGN_URL: 'https://api.shop.example/loyalty/sign',
  VITE_LOYALTY_SCRIPT_URL: 'https://loyalty.example/widget.js',
  VITE_REVIEW_WIDGET_SCRIPT_URL: 'https://reviews.example/js/stars.js',
  VITE_MARKETING_SCRIPT_URL: 'https://marketing.example/track.js?key=1',
  VITE_SITE_BASE_URL: 'https://shop.example',
  VITE_UPLOAD_URL: 'https://uploads.example/apricot-app/upload.php',
  VITE_AFFILIATE_URL: 'https://affiliates.example/apricot',
  VITE_WHOLESALE_MAIL_URL: 'https://mail.shop.example/apricot-app/mail.php',
});

describe('Content-Security-Policy', () => {
  const csp = directives(contentSecurityPolicy(configured));

  it('leaves inline scripts to each page policy (csp-meta.ts) and allows no eval', () => {
    expect(csp['script-src']).toEqual([...scriptSources(configured), "'unsafe-inline'"]);
    expect(scriptSources(configured)).not.toContain("'unsafe-inline'");
    expect(scriptSources(configured).filter((source) => source.startsWith("'sha"))).toEqual([]);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('allows scripts from self, PayPal, Google Pay and the configured widget hosts only', () => {
    expect(scriptSources(configured)).toEqual([
      "'self'",
      'https://loyalty.example',
      'https://reviews.example',
      'https://marketing.example',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://*.venmo.com',
      'https://pay.google.com',
    ]);
  });

  it('connects to the configured API, IP-echo, geolocation, upload and wholesale mail origins (and the wallets)', () => {
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.shop.example',
        'https://ip.example',
        'https://geo.example',
        'https://uploads.example',
        'https://mail.shop.example',
        'https://*.paypal.com',
        'https://pay.google.com',
      ]),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.shop.example']));
    expect(csp['img-src']).not.toContain('https://uploads.example');
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://*.paypal.com', 'https://pay.google.com']),
    );
  });

  it('plays media from the API and from the upload host (feedback recordings are stored there)', () => {
    expect(csp['media-src']).toEqual([
      "'self'",
      'https://api.shop.example',
      'https://uploads.example',
    ]);
  });

  it('forbids plugins, <base> and being framed', () => {
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows nothing for a link-only setting (the affiliate programme)', () => {
    expect(contentSecurityPolicy(configured)).not.toContain('affiliates.example');
  });

  it('names no widget host that is not configured, and no origin for a same-origin API path', () => {
    const policy = contentSecurityPolicy(resolveSettings({ VITE_API_BASE_URL: '/api' }));
    expect(policy).not.toMatch(/reviews|marketing|loyalty/);
    expect(directives(policy)['img-src']).toEqual([
      "'self'",
      'data:',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://*.venmo.com',
      'https://www.gstatic.com',
    ]);
  });

  it('frames the video players of the /videos embeds, nothing more of theirs (posters are local)', () => {
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']),
    );
    expect(csp['frame-src']).not.toContain('https://www.youtube.com');
    expect(csp['img-src'].join(' ')).not.toMatch(/youtube|vimeo|ytimg/);
    expect(csp['script-src'].join(' ')).not.toMatch(/youtube|vimeo|ytimg/);
  });

  it('refuses a configured URL it cannot read, rather than ship a policy without it', () => {
    expect(() =>
      contentSecurityPolicy(resolveSettings({ VITE_REVIEW_WIDGET_SCRIPT_URL: 'reviews.js' })),
    ).toThrow(/not an absolute URL/);
  });
});

describe('security headers', () => {
  it('sends the policy with the referrer, sniffing, framing and permission rules', () => {
    const headers = securityHeaders(configured);
    expect(headers).toMatchObject({
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toContain(
      'payment=(self "https://pay.google.com" "https://www.paypal.com")',
    );
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });
});

describe('nginx site config', () => {
  it('deploy/nginx.conf is the generator output for the default settings (regenerate: npm run serving-config)', () => {
    const shipped = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(shipped).toBe(nginxSite(resolveSettings({}), DEPLOY_SITE));
  });

  it('sets every security header once at server level, on errors too', () => {
    const conf = nginxSite(configured, DEPLOY_SITE);
    for (const [name, value] of Object.entries(securityHeaders(configured))) {
      const line = `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`;
      expect(conf.split(line)).toHaveLength(2);
    }
  });

  it('adds HSTS only for an https site', () => {
    expect(nginxSite(configured, DEPLOY_SITE)).toContain('Strict-Transport-Security');
    expect(nginxSite(resolveSettings({}), DEPLOY_SITE)).not.toContain('Strict-Transport-Security');
  });
});
