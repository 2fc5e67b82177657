// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Version } from 'csp_evaluator/dist/csp.js';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { resolveSettings } from '../src/config/settings.ts';
import {
  contentSecurityPolicy,
  DEPLOY_SITE,
  nginxSite,
  NGINX_SCRIPT_HASHES,
  plainHttpAddresses,
  securityHeaders,
  TRUSTED_TYPES_POLICIES,
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

  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  const strict = directives(contentSecurityPolicy(configured, hashes));

  it("admits scripts by the page's hashes and 'strict-dynamic' only: no host, no eval", () => {
    expect(strict['script-src']).toEqual([
      ...hashes,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    // No host allow-list (the bypassable kind): every source is a hash, a keyword or the fallbacks
    // (https: and 'unsafe-inline', which a browser that knows 'strict-dynamic' ignores).
    const rest = strict['script-src']!.filter(
      (source) => !source.startsWith("'sha256-") && source !== "'strict-dynamic'",
    );
    expect(rest).toEqual(['https:', "'unsafe-inline'"]);
    expect(strict['script-src']).not.toContain("'unsafe-eval'");
    expect(strict['object-src']).toEqual(["'none'"]);
    expect(strict['base-uri']).toEqual(["'none'"]);
    expect(strict['default-src']).toEqual(["'self'"]);
  });

  it('requires Trusted Types for scripts, with the named policies only', () => {
    expect(strict['require-trusted-types-for']).toEqual(["'script'"]);
    expect(strict['trusted-types']).toEqual(TRUSTED_TYPES_POLICIES);
    expect(strict['trusted-types']).not.toContain("'allow-duplicates'");
  });

  /** Google's CSP Evaluator: each finding above 'info' as "severity directive value". */
  const evaluatorFindings = (policy: string): string[] =>
    new CspEvaluator(new CspParser(policy).csp, Version.CSP3)
      .evaluate()
      .filter((finding) => finding.severity < Severity.INFO)
      .map(({ severity, directive, value }) => `${severity} ${directive} ${value ?? ''}`.trim());

  it("Google's CSP Evaluator finds nothing above 'info' in a production policy", () => {
    expect(evaluatorFindings(contentSecurityPolicy(configured, hashes))).toEqual([]);
    // What it flags in the policy this repo had before: hosts allowed to serve scripts.
    const hostAllowList = contentSecurityPolicy(configured, hashes).replace(
      /script-src [^;]+/,
      "script-src 'self' https://*.paypal.com https://pay.google.com 'unsafe-inline'",
    );
    expect(evaluatorFindings(hostAllowList).join('\n')).toMatch(/script-src/);
  });

  it('the local defaults differ only by their plain-http API (serving-config refuses to write one)', () => {
    expect(
      evaluatorFindings(contentSecurityPolicy(resolveSettings({}), hashes)).map((finding) =>
        finding.replace(/^\d+ [a-z-]+ /, ''),
      ),
    ).toEqual(['http://localhost:5013', 'http://localhost:5013', 'http://localhost:5013']);
  });

  it('a response that is not an HTML file lists no hash: nothing inline runs', () => {
    expect(csp['script-src']).toEqual(["'strict-dynamic'", 'https:', "'unsafe-inline'"]);
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

  it('keeps this page from other windows, except the pop-ups it opens (PayPal)', () => {
    expect(securityHeaders(configured)['Cross-Origin-Opener-Policy']).toBe(
      'same-origin-allow-popups',
    );
  });
});

describe('npm run serving-config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'serving-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** The script as `npm run serving-config` runs it, in an empty folder (no .env), with `env`. */
  const write = (name: string, env: Record<string, string>, ...args: string[]) => {
    const out = join(dir, name);
    const script = new URL('./write-serving-config.ts', import.meta.url).pathname;
    const tsx = new URL('../node_modules/.bin/tsx', import.meta.url).pathname;
    const run = spawnSync(tsx, [script, '--out', out, ...args], {
      cwd: dir,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });
    return { status: run.status, stderr: run.stderr, written: existsSync(out) };
  };
  const https = {
    VITE_API_BASE_URL: 'https://api.shop.example',
    VITE_SITE_BASE_URL: 'https://shop.example',
  };

  it('names the plain http API and site addresses', () => {
    expect(plainHttpAddresses(configured)).toEqual([]);
    expect(
      plainHttpAddresses(
        resolveSettings({ ...https, VITE_API_BASE_URL: 'http://api.shop.example' }),
      ),
    ).toEqual(['http://api.shop.example']);
    expect(
      plainHttpAddresses(resolveSettings({ ...https, VITE_SITE_BASE_URL: 'HTTP://shop.example' })),
    ).toEqual(['HTTP://shop.example']);
  });

  it('refuses to write a config whose API or site address is plain http', () => {
    for (const [name, env] of Object.entries({
      api: { ...https, VITE_API_BASE_URL: 'http://api.shop.example' },
      site: { ...https, VITE_SITE_BASE_URL: 'http://shop.example' },
    })) {
      const run = write(`${name}.conf`, env);
      expect(run.status, name).toBe(1);
      expect(run.stderr, name).toMatch(/refused, plain http address: http:\/\//);
      expect(run.written, name).toBe(false);
    }
  }, 30_000);

  it('writes it for https addresses, and for http ones with --allow-http (local use)', () => {
    expect(write('https.conf', https)).toMatchObject({ status: 0, written: true });
    const local = write(
      'local.conf',
      { VITE_API_BASE_URL: 'http://localhost:5013' },
      '--allow-http',
    );
    expect(local).toMatchObject({ status: 0, written: true });
  }, 30_000);
});

describe('nginx site config', () => {
  it('deploy/nginx.conf is the generator output for the default settings (regenerate: npm run serving-config)', () => {
    const shipped = readFileSync(new URL('../deploy/nginx.conf', import.meta.url), 'utf8');
    expect(shipped).toBe(nginxSite(resolveSettings({}), DEPLOY_SITE));
  });

  it('sets every security header once at server level, on errors too', () => {
    const conf = nginxSite(configured, DEPLOY_SITE);
    for (const [name, value] of Object.entries(
      securityHeaders(configured, [NGINX_SCRIPT_HASHES]),
    )) {
      const line = `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`;
      expect(conf.split(line)).toHaveLength(2);
    }
  });

  it("lists the served file's own script hashes, from the build's map", () => {
    const conf = nginxSite(configured, DEPLOY_SITE);
    expect(conf).toContain(`include ${DEPLOY_SITE.scriptHashesFile};`);
    expect(conf).toContain(
      `script-src ${NGINX_SCRIPT_HASHES} 'strict-dynamic' https: 'unsafe-inline';`,
    );
  });

  it('adds HSTS only for an https site', () => {
    expect(nginxSite(configured, DEPLOY_SITE)).toContain('Strict-Transport-Security');
    expect(nginxSite(resolveSettings({}), DEPLOY_SITE)).not.toContain('Strict-Transport-Security');
  });
});
