import { buildSettings, securityHeaders } from '../../scripts/serving-config';
import { expect, firstAppScript, test } from './fixtures';

/**
 * The server in front of the build (vite preview in the chromium project, nginx with the shipped
 * config in the nginx project) sends the headers scripts/serving-config.ts generates from the build's
 * settings (scripts/e2e.mjs hands the same VITE_* values to the build, the servers and this process).
 */
const expected = securityHeaders(buildSettings());

test('the app shell, a deep link and a hashed asset carry the generated security headers', async ({
  page,
  request,
}) => {
  const response = await page.goto('/store');
  const script = await firstAppScript(page);
  for (const found of [response, await request.get('/'), await request.get(script ?? '')]) {
    expect(found?.status()).toBe(200);
    const headers = found?.headers() ?? {};
    for (const [name, value] of Object.entries(expected))
      expect(headers[name.toLowerCase()], `${name} on ${found?.url()}`).toBe(value);
  }
});

test('the policy blocks an inline script and a script from a host it does not name, and the check sees both', async ({
  page,
  cspViolations,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium logs each refusal as a console error too.
  consoleErrors.expect(/Content Security Policy/);
  cspViolations.expect(/script-src-elem blocked (inline|https:\/\/evil\.example\/steal\.js)/);
  await page.evaluate(() => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__injected = true;';
    document.head.append(inline);
    const remote = document.createElement('script');
    remote.src = 'https://evil.example/steal.js';
    document.head.append(remote);
  });
  // The header's policy and the page's meta policy may each report the remote script.
  await expect
    .poll(() => [...new Set(cspViolations.violations.map((v) => v.blockedURI))].sort())
    .toEqual(['https://evil.example/steal.js', 'inline']);
  expect(await page.evaluate(() => '__injected' in window)).toBe(false);
});
