import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withScriptPolicy } from './csp-meta.ts';

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
});
