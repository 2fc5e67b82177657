/**
 * How the build splits lazy code into chunks, and the order a lazy module's files are requested in
 * (vite.config.ts). A page's first visit downloads its lazy chunk and every shared chunk it imports,
 * six at a time over HTTP/1.1: /cart made 36 requests (31 JS), most under 1 KB. Groups make them few,
 * at a small cost in bytes (README "Issue 12, fourth part"):
 * - the form kit (src/components/form, react-hook-form, the input mask) is one chunk for the pages
 *   with a form;
 * - `html-kit`: DOMPurify with SafeHtml, the one component that uses it, under a name the request
 *   order below relies on;
 * - `page-kit`: what nearly every page imports (loading and retry states, page meta and heading, the
 *   status button, their small libraries): modules shared by at least 20 lazy entries.
 * What the form and page kits' modules import stays in its own chunk
 * (`includeDependenciesRecursively: false`) instead of joining the group. page-kit, which every page
 * loads, imports only the entry chunk: a module that brings a large library (Swiper, DOMPurify, a
 * Bootstrap component) into it would make every page load that library (`npm run bench` prints each
 * route's JS beyond the shell).
 */
const HTML_KIT =
  /\/node_modules\/dompurify\/|\/src\/(lib\/sanitize-html\.ts|components\/ui\/safe-html\.tsx)$/;
const FORM_KIT = /\/src\/components\/form\/|\/node_modules\/(react-hook-form|@react-input)\//;

export const lazyChunkGroups = [
  { name: 'html-kit', test: HTML_KIT, priority: 2.5 },
  { name: 'form-kit', test: FORM_KIT, priority: 2, includeDependenciesRecursively: false },
  {
    name: 'page-kit',
    test: (id: string) => !FORM_KIT.test(id),
    minShareCount: 20,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

/**
 * A lazy module's files in the order they are requested: DOMPurify (12 KB gzip), the largest file the
 * pages with HTML on their first screen (home, a product) wait for after the entry, goes first, so it
 * no longer ends last (README "Issue 12, seventh part"); the others keep their order.
 */
export const htmlKitFirst = (deps: string[]): string[] => [
  ...deps.filter((dep) => dep.includes('/html-kit-')),
  ...deps.filter((dep) => !dep.includes('/html-kit-')),
];
