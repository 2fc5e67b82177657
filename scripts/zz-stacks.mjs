import { readFileSync } from 'node:fs';
import { samplesOf } from './lib/profile.mjs';
const [file, fn] = process.argv.slice(2);
const raw = JSON.parse(readFileSync(file, 'utf8'));
const events = raw.traceEvents ?? raw;
const parse = events.filter(e => e.name === 'ParseHTML' && /127\.0\.0\.1/.test(e.args?.beginData?.url ?? ''))[0];
const samples = samplesOf(events, parse);
const agg = new Map();
for (const s of samples) {
  const i = s.stack.findIndex(f => f.startsWith(fn + ' '));
  if (i < 0) continue;
  const key = s.stack.slice(Math.max(0, i - 14), i + 2).map(f => f.replace(/ \/assets\/[^:]*/, '')).join(' < ');
  agg.set(key, (agg.get(key) ?? 0) + s.ms);
}
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(v.toFixed(1), k, '\n');
