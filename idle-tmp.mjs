import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const js = new Set();
page.on('request', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js') && u.port === '4173') js.add(u.pathname); });
await page.goto('http://localhost:4173' + (process.argv[2] || '/'), { waitUntil: 'networkidle' });
let total = 0;
const rows = [];
for (const p of js) { const g = gzipSync(readFileSync('build/client' + p), { level: 9 }).length; total += g; rows.push([g, p]); }
rows.sort((a, b) => b[0] - a[0]).slice(0, 25).forEach(([g, p]) => console.log((g / 1024).toFixed(1).padStart(7), p));
console.log('files', js.size, 'total KB gzip', (total / 1024).toFixed(1));
await browser.close();
