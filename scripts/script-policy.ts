/**
 * The script half of the strict Content Security Policy (docs/decisions/036-strict-csp-and-trusted-types.md):
 * the header admits a page's own inline scripts by SHA-256 hash and everything they load through
 * 'strict-dynamic'; no host is trusted. React Router writes different inline scripts into every page
 * (its context, the loader data, the route modules' imports), so each HTML file gets its own list.
 *
 * One rewrite is needed for that: 'strict-dynamic' refuses what the HTML parser itself loads, and the
 * imports of an inline <script type="module"> count as that. Its module code moves into a small
 * classic script (the boot loader) that adds it as a script element: the module's imports are then
 * admitted, and its text is still checked against the page's hashes. Under Trusted Types the loader
 * passes that one text through a policy of its own ('apricot-boot').
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
/** React Router's inline module script: its opening tag, its code, its closing tag. */
export const INLINE_MODULE = /(<script type="module"(?: async="")?>)([\s\S]*?)(<\/script>)/g;
/** What the loader starts with: the module text follows as a JSON string literal. */
const BOOT_PREFIX = '/*apricot-boot*/';
const BOOT_CODE = /\/\*apricot-boot\*\/\(function\(code\)\{[\s\S]*?\}\)\(("(?:[^"\\]|\\.)*")\)/g;

export const sha256Source = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The classic script that adds `code` as an inline module script, right after itself (async, as
 * React Router writes it). The Trusted Types policy admits exactly that text.
 */
export const bootLoader = (code: string): string =>
  `${BOOT_PREFIX}(function(code){var s=document.createElement("script");s.type="module";s.async=true;` +
  `var tt=window.trustedTypes;s.text=tt?tt.createPolicy("apricot-boot",{createScript:function(t){` +
  `if(t!==code)throw new TypeError("apricot-boot: not the page's module");return t}}).createScript(code):code;` +
  `document.currentScript.after(s)})(${JSON.stringify(code).replace(/</g, '\\u003c')})`;

/** `html` with each inline module script replaced by its boot loader. */
export const withBootLoaders = (html: string): string =>
  html.replace(INLINE_MODULE, (_, _open, code: string) => `<script>${bootLoader(code)}</script>`);

/** The module texts the boot loaders of `html` add (each needs its hash in the policy). */
const bootedModules = (html: string): string[] =>
  [...html.matchAll(BOOT_CODE)].map(([, literal]) => JSON.parse(literal!) as string);

/**
 * The hash sources `html` needs: each inline script (the loaders included) and each module text a
 * loader adds. JSON-LD and other data blocks run nothing and need none.
 */
export const scriptHashes = (html: string): string[] => [
  ...new Set([
    ...[...html.matchAll(INLINE_SCRIPT)]
      .filter(
        ([, attributes, body]) => body!.length > 0 && !/\btype="application\//.test(attributes!),
      )
      .map(([, , body]) => sha256Source(body!)),
    ...bootedModules(html).map(sha256Source),
  ]),
];

/**
 * What a page's hash list leaves out, or what 'strict-dynamic' would refuse: a script the HTML
 * parser loads from a file, an inline module script left in place, an inline script not listed.
 */
export const policyGaps = (html: string, listed: readonly string[]): string[] => {
  const known = new Set(listed);
  return [
    ...[...html.matchAll(/<script[^>]*\bsrc=["']?([^"' >]+)/g)].map(
      ([, src]) => `a script loaded by the HTML itself (${src}), which 'strict-dynamic' refuses`,
    ),
    ...[...html.matchAll(INLINE_MODULE)].map(
      () => 'an inline module script without its boot loader',
    ),
    ...scriptHashes(html)
      .filter((hash) => !known.has(hash))
      .map((hash) => `an inline script (${hash}) its policy does not list`),
  ];
};

export const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));

/** Each HTML file's path as served (`/store/index.html`) and the hashes its header must list. */
export type ScriptHashes = Record<string, string[]>;

/** Where the build leaves the table, beside (not inside) the folder that is served. */
export const SCRIPT_HASHES_FILE = 'script-hashes.json';
export const NGINX_SCRIPT_HASHES_FILE = 'nginx-script-hashes.conf';

const servedPath = (client: string, file: string): string =>
  `/${relative(client, file).split(sep).join('/')}`;

/**
 * At the end of the build: every HTML file under `<buildDir>/client` gets its boot loaders, then the
 * table of hashes is written to `<buildDir>/script-hashes.json` (vite preview) and as an nginx map to
 * `<buildDir>/nginx-script-hashes.conf`. Every file is read back and checked: the build fails, naming
 * the file, when a script would be refused.
 */
export const writeScriptPolicies = (buildDir: string): ScriptHashes => {
  const client = join(buildDir, 'client');
  const table: ScriptHashes = {};
  for (const file of htmlFiles(client)) {
    const html = withBootLoaders(readFileSync(file, 'utf8'));
    writeFileSync(file, html);
    table[servedPath(client, file)] = scriptHashes(html);
  }
  const gaps = htmlFiles(client).flatMap((file) =>
    policyGaps(readFileSync(file, 'utf8'), table[servedPath(client, file)] ?? []).map(
      (gap) => `${file}: ${gap}`,
    ),
  );
  if (gaps.length) throw new Error(`Scripts the page's policy would refuse:\n${gaps.join('\n')}`);
  writeFileSync(join(buildDir, SCRIPT_HASHES_FILE), `${JSON.stringify(table, null, 2)}\n`);
  writeFileSync(join(buildDir, NGINX_SCRIPT_HASHES_FILE), nginxScriptHashMap(table));
  return table;
};

const regexOf = (path: string): string =>
  path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('/+');

/**
 * An nginx map from the file try_files found ($uri: `/store/index.html`, or `//index.html` for `/`)
 * to its hashes; anything else (scripts, styles, images) lists none.
 */
export const nginxScriptHashMap = (table: ScriptHashes): string =>
  [
    '# Generated by the build (scripts/script-policy.ts): the inline scripts of each HTML file, by hash.',
    'map $uri $apricot_script_hashes {',
    '    default "";',
    ...Object.entries(table).map(
      ([path, hashes]) => `    "~^/+${regexOf(path)}$" "${hashes.join(' ')}";`,
    ),
    '}',
    '',
  ].join('\n');
