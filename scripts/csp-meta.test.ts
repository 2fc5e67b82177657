import { createHash } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addScriptPolicies, inlineScriptHashes, policyGaps, withScriptPolicy } from './csp-meta.ts';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const page = `<!DOCTYPE html><html><head><meta charSet="UTF-8"/><script src="/assets/a.js"></script></head><body><script>window.a = 1;</script><script type="module">import "/assets/entry.js";</script></body></html>`;

describe('per-page script policy', () => {
  it('hashes each inline script, not the scripts loaded from a file', () => {
    expect(inlineScriptHashes(page)).toEqual([
      sha256('window.a = 1;'),
      sha256('import "/assets/entry.js";'),
    ]);
  });

  it('puts the policy first in the head, before any script, with the given sources and the hashes', () => {
    const html = withScriptPolicy(page, ["'self'", 'https://pay.google.com']);
    const meta = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/);
    expect(html.indexOf('<head><meta http-equiv="Content-Security-Policy"')).toBeGreaterThan(0);
    expect(meta?.[1]).toBe(
      `script-src 'self' https://pay.google.com ${sha256('window.a = 1;')} ${sha256('import "/assets/entry.js";')}`,
    );
  });

  it('admits no script that was not in the file: another body gets another hash', () => {
    const policy = withScriptPolicy(page, ["'self'"]);
    expect(policy).not.toContain(sha256('window.a = 2;'));
  });

  it('finds what a policy leaves out: no meta element, or an inline script it does not list', () => {
    expect(policyGaps(withScriptPolicy(page, ["'self'"]))).toEqual([]);
    expect(policyGaps(page)).toEqual(['no Content-Security-Policy meta element']);
    const edited = withScriptPolicy(page, ["'self'"]).replace('window.a = 1;', 'window.a = 2;');
    expect(policyGaps(edited)).toEqual([
      `an inline script (${sha256('window.a = 2;')}) its policy does not list`,
    ]);
  });

  it('fails the build on a file it cannot give a policy (a head with attributes), naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-meta-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'odd.html'), page.replace('<head>', '<head data-x="1">'));
    expect(() => addScriptPolicies(dir, ["'self'"])).toThrow(
      `${join(dir, 'odd.html')}: no Content-Security-Policy meta element`,
    );
    expect(policyGaps(readFileSync(join(dir, 'index.html'), 'utf8'))).toEqual([]);
  });
});
