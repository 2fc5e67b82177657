import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { launchFirefox, launchWebKit, withTimeout, type Engine, type EngineName } from './driver';
import { startHoldingGate } from './holding-gate';
import { startWalletProxy } from './wallet-proxy';
import { journeys } from './journeys';

/**
 * The cross-engine runner (`npm run test:engines`, which builds and serves the shop first): every
 * journey in each engine, one after the other (one local API whose state each journey resets), then
 * test-results/engines.json with the counts and names that .ci/run adds to its total.
 *   --engine webkit|firefox (repeatable)   --journey <name> (repeatable)
 * Env: ENGINES_BASE_URL (the shop's origin, which this runner's holding gate takes),
 * ENGINES_NGINX_URL (nginx serving the shop, behind the gate), ENGINES_API_URL (the local API).
 */
const { values } = parseArgs({
  options: {
    engine: { type: 'string', multiple: true },
    journey: { type: 'string', multiple: true },
  },
});
const baseURL = process.env.ENGINES_BASE_URL;
const nginxURL = process.env.ENGINES_NGINX_URL;
const apiURL = process.env.ENGINES_API_URL;
if (!baseURL || !nginxURL || !apiURL)
  throw new Error('ENGINES_BASE_URL, ENGINES_NGINX_URL and ENGINES_API_URL are required');
const reportFile = process.env.ENGINES_REPORT ?? 'test-results/engines.json';

const engineNames = (values.engine ?? ['webkit', 'firefox']) as EngineName[];
const chosen = values.journey
  ? journeys.filter((journey) => values.journey!.includes(journey.name))
  : journeys;
if (!chosen.length) throw new Error(`no journey named ${values.journey?.join(', ')}`);
const journeyTimeout = 90_000;
/** The chosen journeys that run in `engine` (a journey may name its engines). */
const forEngine = (engine: EngineName) =>
  chosen.filter(({ engines }) => !engines || engines.includes(engine));

const resetApi = async () => {
  const response = await fetch(`${apiURL}/__admin/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`Local API reset failed: ${response.status}`);
};

type Result = {
  engine: EngineName;
  journey: string;
  ok: boolean;
  ms: number;
  error?: string;
  /** Failed once, then ran again (CI only). */
  retried?: boolean;
};
const results: Result[] = [];
const walletProxy = await startWalletProxy(apiURL);
const gate = await startHoldingGate(baseURL, nginxURL);
const started = Date.now();

for (const engineName of engineNames) {
  let engine: Engine;
  try {
    engine =
      engineName === 'firefox'
        ? await launchFirefox(walletProxy.port, gate)
        : await launchWebKit(walletProxy.port, gate);
  } catch (error) {
    for (const journey of forEngine(engineName))
      results.push({
        engine: engineName,
        journey: journey.name,
        ok: false,
        ms: 0,
        error: `engine did not start: ${String(error)}`,
      });
    continue;
  }
  for (const journey of forEngine(engineName)) {
    const t0 = Date.now();
    const attempt = async (): Promise<string | undefined> => {
      const pages: Awaited<ReturnType<Engine['open']>>[] = [];
      // WebKitWebDriver holds one session at a time: a new shopper's page replaces the earlier ones.
      const open = async () => {
        await Promise.allSettled(pages.splice(0).map((page) => page.close()));
        const page = await engine.open(baseURL);
        pages.push(page);
        return page;
      };
      let error: string | undefined;
      try {
        await resetApi();
        // The first page opens inside the time limit too: a WebKit session that never started held
        // the whole run.
        await withTimeout(
          open().then((shop) => journey.run(shop, { open, apiURL, resetApi })),
          journey.timeout ?? journeyTimeout,
          journey.name,
        );
        // Every page error and console error fails the journey, but those it expects.
        const logged = (await Promise.all(pages.map((page) => page.errors())))
          .flat()
          .filter((text) => !journey.expectedErrors?.some((expected) => expected.test(text)));
        if (logged.length) throw new Error(`the page logged errors:\n${logged.join('\n')}`);
      } catch (caught) {
        error = caught instanceof Error ? (caught.stack ?? caught.message) : String(caught);
        const shop = pages.at(-1);
        if (shop) {
          const where = await shop.url().catch(() => '?');
          error += `\n  at page ${where}`;
          const png = await shop.screenshot().catch(() => null);
          if (png) {
            const file = `test-results/engines/${engineName}-${journey.name}.png`;
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, png);
            error += `\n  screenshot ${file}`;
          }
        }
      }
      await Promise.allSettled(pages.map((page) => page.close()));
      gate.disarm();
      return error;
    };
    let error = await attempt();
    // In CI a failed journey runs once more, as Playwright's tests do there; the runner's output
    // and engines.json name it, so a flaky journey is never hidden.
    let retried = false;
    if (error && process.env.CI) {
      retried = true;
      console.log(`↻ [${engineName}] ${journey.name} failed, runs once more:`);
      console.log(`    ${error.split('\n').join('\n    ')}`);
      error = await attempt();
    }
    const ms = Date.now() - t0;
    results.push({ engine: engineName, journey: journey.name, ok: !error, ms, error, retried });
    console.log(
      `${error ? '✘' : '✓'} [${engineName}] ${journey.name} (${(ms / 1000).toFixed(1)} s)` +
        (retried && !error ? ': passed only on its retry' : ''),
    );
    if (error) console.log(`    ${error.split('\n').join('\n    ')}`);
  }
  await engine.close();
}
await walletProxy.close();
await gate.close();

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
mkdirSync(dirname(reportFile), { recursive: true });
writeFileSync(
  reportFile,
  `${JSON.stringify({ passed, failed, seconds: Math.round((Date.now() - started) / 1000), results }, null, 2)}\n`,
);
console.log(
  `\n${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s): ${reportFile}`,
);
process.exit(failed ? 1 : 0);
