import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeModulePreloads, withoutModulePreloads } from './module-preloads.ts';

const head = `<head><meta charSet="UTF-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js" crossorigin=""/><link rel="preconnect" href="https://api.example"/><link rel="stylesheet" href="/assets/root-3.css"/></head>`;
const body = `<body><h1>Apricot</h1><script type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-2.js");</script></body>`;
const page = `<!DOCTYPE html><html lang="en">${head}${body}</html>`;

describe('prerendered pages without modulepreload links', () => {
  it('drops every modulepreload link and keeps the style sheets, other links and the module script', () => {
    const html = withoutModulePreloads(page);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-3.css"/>');
    expect(html).toContain('<link rel="preconnect" href="https://api.example"/>');
    expect(html).toContain(body);
  });

  it('rewrites every HTML file of a folder, nested ones included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'preloads-'));
    writeFileSync(join(dir, 'index.html'), page);
    const nested = mkdtempSync(join(dir, 'item-'));
    writeFileSync(join(nested, 'index.html'), page);
    writeFileSync(join(dir, 'robots.txt'), 'modulepreload stays in a text file');
    expect(removeModulePreloads(dir)).toBe(2);
    expect(readFileSync(join(nested, 'index.html'), 'utf8')).not.toContain('modulepreload');
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toContain('modulepreload');
  });
});
