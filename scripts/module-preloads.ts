/**
 * React Router's <Scripts> writes a <link rel="modulepreload"> for every module of the page (38 on
 * `/`), and React hoists them to the top of the head, before the style sheets. The browser then
 * fetches all the page's JS before its first paint; on a slow phone the paint waits for it
 * (docs/decisions/028-no-modulepreload-in-prerendered-pages.md). Without them the same modules load
 * from the route-modules script at the end of the body, once the style sheets are in.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './script-policy.ts';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** `html` without its modulepreload links; everything else as it was. */
export const withoutModulePreloads = (html: string): string => html.replace(MODULE_PRELOAD, '');

/** Takes the modulepreload links out of every HTML file under `dir` (the build's client folder). */
export const removeModulePreloads = (dir: string): number => {
  const files = htmlFiles(dir);
  for (const file of files) writeFileSync(file, withoutModulePreloads(readFileSync(file, 'utf8')));
  return files.length;
};
