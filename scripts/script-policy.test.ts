// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  bootLoader,
  nginxScriptHashMap,
  policyGaps,
  scriptHashes,
  sha256Source,
  withBootLoaders,
  writeScriptPolicies,
} from './script-policy.ts';

const moduleCode = 'import "/assets/entry.js"; window.x = "a<b";';
const page = `<!DOCTYPE html><html><head><meta charSet="UTF-8"/></head><body><script>window.a = 1;</script><script type="application/ld+json">{"@type":"Product"}</script><script type="module" async="">${moduleCode}</script></body></html>`;

const bootBody = (html: string) =>
  /<script>(\/\*apricot-boot\*\/[\s\S]*?)<\/script>/.exec(html)![1]!;

describe('boot loader', () => {
  it('replaces the inline module script, whose imports strict-dynamic would refuse', () => {
    const html = withBootLoaders(page);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script>window.a = 1;</script>');
    expect(html).toContain(`<script>${bootLoader(moduleCode)}</script>`);
  });

  it('adds the same module text as an async module script after itself, through its policy', () => {
    const added: Record<string, unknown>[] = [];
    const created: Record<string, unknown>[] = [];
    const policies: string[] = [];
    const run = (trustedTypes: unknown) =>
      runInNewContext(bootBody(withBootLoaders(page)), {
        window: { trustedTypes },
        document: {
          createElement: () => {
            const element: Record<string, unknown> = {};
            created.push(element);
            return element;
          },
          currentScript: { after: (element: Record<string, unknown>) => added.push(element) },
        },
      });
    run(undefined);
    expect(added[0]).toEqual({ type: 'module', async: true, text: moduleCode });
    run({
      createPolicy: (name: string, rules: { createScript: (text: string) => string }) => {
        policies.push(name);
        expect(() => rules.createScript('alert(1)')).toThrow(/not the page's module/);
        return { createScript: (text: string) => ({ trusted: rules.createScript(text) }) };
      },
    });
    expect(policies).toEqual(['apricot-boot']);
    expect(added[1]).toEqual({ type: 'module', async: true, text: { trusted: moduleCode } });
  });

  it('never ends its own script element early: "</script>" in the module is escaped', () => {
    expect(bootLoader('window.x = "</script>";')).not.toContain('</script>');
  });
});

describe("a page's script hashes", () => {
  it('lists each inline script, the loader included, and the module text it adds; not JSON-LD', () => {
    const html = withBootLoaders(page);
    expect(scriptHashes(html)).toEqual([
      sha256Source('window.a = 1;'),
      sha256Source(bootBody(html)),
      sha256Source(moduleCode),
    ]);
    expect(scriptHashes(html)).not.toContain(sha256Source('{"@type":"Product"}'));
  });

  it('finds what a list leaves out, and what strict-dynamic would refuse', () => {
    const html = withBootLoaders(page);
    expect(policyGaps(html, scriptHashes(html))).toEqual([]);
    expect(policyGaps(html, scriptHashes(html).slice(1))).toEqual([
      `an inline script (${sha256Source('window.a = 1;')}) its policy does not list`,
    ]);
    expect(policyGaps(page, scriptHashes(page))).toEqual([
      'an inline module script without its boot loader',
    ]);
    const parserLoaded = html.replace('<head>', '<head><script src="/assets/a.js"></script>');
    expect(policyGaps(parserLoaded, scriptHashes(parserLoaded))).toEqual([
      "a script loaded by the HTML itself (/assets/a.js), which 'strict-dynamic' refuses",
    ]);
  });
});

describe('the build', () => {
  const build = () => {
    const dir = mkdtempSync(join(tmpdir(), 'script-policy-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'client', 'store'), { recursive: true });
    writeFileSync(join(dir, 'client', 'index.html'), page);
    writeFileSync(
      join(dir, 'client', 'store', 'index.html'),
      page.replace('window.a = 1;', 'window.a = 2;'),
    );
    return dir;
  };

  it("writes each served file's hashes, for vite preview and as an nginx map", () => {
    const dir = build();
    const table = writeScriptPolicies(dir);
    expect(Object.keys(table).sort()).toEqual(['/index.html', '/store/index.html']);
    const store = readFileSync(join(dir, 'client', 'store', 'index.html'), 'utf8');
    expect(table['/store/index.html']).toEqual(scriptHashes(store));
    expect(table['/store/index.html']).toContain(sha256Source('window.a = 2;'));
    expect(table['/index.html']).not.toContain(sha256Source('window.a = 2;'));
    expect(JSON.parse(readFileSync(join(dir, 'script-hashes.json'), 'utf8'))).toEqual(table);
    expect(readFileSync(join(dir, 'nginx-script-hashes.conf'), 'utf8')).toBe(
      nginxScriptHashMap(table),
    );
  });

  it('maps the file nginx found, however many slashes try_files put in its path', () => {
    const map = nginxScriptHashMap({ '/store/index.html': ["'sha256-A'"] });
    const pattern = /"~(\^[^"]+)"/.exec(map)![1]!;
    expect(new RegExp(pattern).test('/store/index.html')).toBe(true);
    expect(new RegExp(pattern).test('//store//index.html')).toBe(true);
    expect(new RegExp(pattern).test('/store/indexXhtml')).toBe(false);
    expect(map).toContain(`"~${pattern}" "'sha256-A'";`);
  });

  it('fails, naming the file, when a page loads a script in a way the policy refuses', () => {
    const dir = build();
    writeFileSync(
      join(dir, 'client', 'odd.html'),
      page.replace('<head>', '<head><script src="/assets/a.js"></script>'),
    );
    expect(() => writeScriptPolicies(dir)).toThrow(
      `${join(dir, 'client', 'odd.html')}: a script loaded by the HTML itself (/assets/a.js)`,
    );
  });
});
