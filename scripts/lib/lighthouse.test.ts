// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { scriptGzipBeforeIdle } from './lighthouse.mjs';

describe('scriptGzipBeforeIdle', () => {
  it("sums the gzip of the site's own scripts the page loaded, each file once", () => {
    const outDir = mkdtempSync(join(tmpdir(), 'lh-'));
    mkdirSync(join(outDir, 'assets'));
    const entry = 'export const a = 1;'.repeat(50);
    const page = 'console.log("page");';
    writeFileSync(join(outDir, 'assets', 'entry.js'), entry);
    writeFileSync(join(outDir, 'assets', 'page.js'), page);
    writeFileSync(join(outDir, 'assets', 'style.css'), 'body{}'.repeat(100));
    const web = 'http://127.0.0.1:4000';
    const lhr = {
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: `${web}/assets/entry.js`, resourceType: 'Script' },
              { url: `${web}/assets/entry.js?again`, resourceType: 'Script' },
              { url: `${web}/assets/page.js`, resourceType: 'Script' },
              { url: `${web}/assets/style.css`, resourceType: 'Stylesheet' },
              { url: 'https://widgets.example/loader.js', resourceType: 'Script' },
            ],
          },
        },
      },
    };
    const gzip = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;
    expect(scriptGzipBeforeIdle(lhr, web, outDir)).toBe(gzip(entry) + gzip(page));
  });
});
