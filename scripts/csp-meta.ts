/**
 * React Router writes a few inline scripts into every page it prerenders (the router's context, the
 * route modules' imports, the loader data): different on every page, so no one header can name them.
 * Each HTML file of the build gets a Content-Security-Policy meta element whose script-src admits
 * exactly its own inline scripts by hash; the served header (serving-config.ts) stays the rest of the
 * policy. A browser enforces both, so an inline script that is not in the file is refused.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The CSP hash source of each inline script of `html`. */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, body]) => body.length > 0)
    .map(([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);

/** `html` with a CSP meta element first in its head: `scriptSources` and its own inline scripts. */
export const withScriptPolicy = (html: string, scriptSources: string[]): string => {
  const sources = [...new Set([...scriptSources, ...inlineScriptHashes(html)])].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="script-src ${sources}"/>`;
  return html.replace(/<head>/, () => `<head>${meta}`);
};

export const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/;

/**
 * What the page's own policy leaves out: no meta policy at all, or an inline script whose hash
 * its script-src does not list (such a script would be refused in the browser).
 */
export const policyGaps = (html: string): string[] => {
  const policy = html.match(POLICY_META)?.[1];
  if (policy === undefined) return ['no Content-Security-Policy meta element'];
  const listed = new Set(policy.split(/\s+/));
  return inlineScriptHashes(html)
    .filter((hash) => !listed.has(hash))
    .map((hash) => `an inline script (${hash}) its policy does not list`);
};

/**
 * Adds the meta element to every HTML file under `dir` (the build's client folder), then checks
 * every file: the build fails when one has an inline script its policy does not cover.
 */
export const addScriptPolicies = (dir: string, scriptSources: string[]): number => {
  const files = htmlFiles(dir);
  for (const file of files)
    writeFileSync(file, withScriptPolicy(readFileSync(file, 'utf8'), scriptSources));
  const gaps = files.flatMap((file) =>
    policyGaps(readFileSync(file, 'utf8')).map((gap) => `${file}: ${gap}`),
  );
  if (gaps.length)
    throw new Error(`Inline scripts outside their page's script policy:\n${gaps.join('\n')}`);
  return files.length;
};
