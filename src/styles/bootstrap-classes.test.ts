// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from 'sass';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Guard for the reduced Bootstrap (bootstrap.scss): every Bootstrap class the app's code can
 * put in the DOM must still be in our compiled sheet. A class counts as Bootstrap's when the full
 * bootstrap/dist/css/bootstrap.css has a selector with it.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const srcDir = join(root, 'src');

/** Class names in the selectors of a stylesheet (declarations, with their data: URLs, left out). */
const selectorClasses = (css: string) => {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set(Array.from(selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1]));
};

/** Classes react-bootstrap renders itself for the components src/ imports (their defaults). */
const componentClasses: Record<string, string[]> = {
  Button: ['btn', 'btn-primary'],
  Form: ['form-control', 'form-select', 'form-label', 'form-text', 'invalid-feedback'],
  InputGroup: ['input-group', 'input-group-text', 'has-validation'],
  Table: ['table'],
  Modal: ['modal', 'modal-dialog', 'modal-content', 'modal-header', 'modal-title', 'modal-body'],
  Offcanvas: ['offcanvas', 'offcanvas-header', 'offcanvas-title', 'offcanvas-body'],
  Tabs: ['nav', 'nav-tabs', 'nav-item', 'nav-link', 'tab-content', 'tab-pane'],
};
// Modal, Offcanvas and Tab panes fade in and out; the close button of their headers.
const transitionClasses = ['fade', 'show', 'showing', 'hiding', 'active', 'btn-close'];
for (const name of ['Modal', 'Offcanvas', 'Tabs'])
  componentClasses[name].push(...transitionClasses);
componentClasses.Modal.push('modal-footer', 'modal-backdrop');
componentClasses.Offcanvas.push('offcanvas-backdrop');

/** react-bootstrap props that add `prefix-value` classes, e.g. `variant="outline-primary"`. */
const propPrefixes: Record<string, string[]> = {
  variant: ['btn-', 'nav-'],
  size: ['btn-', 'modal-', 'form-control-', 'form-select-', 'input-group-', 'table-'],
  placement: ['offcanvas-'],
};
/** react-bootstrap boolean props that add a class. */
const flagClasses: Record<string, string> = {
  striped: 'table-striped',
  bordered: 'table-bordered',
  hover: 'table-hover',
  responsive: 'table-responsive',
  centered: 'modal-dialog-centered',
  scrollable: 'modal-dialog-scrollable',
};

/** Words of src/ that name a Bootstrap class but are text, not a class. */
const notClasses = new Set(['carousel']); // the carousel's "Pause … carousel" button label

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Every class-name candidate the code of src/ can produce (a superset: any string's words). */
function candidateClasses() {
  const candidates = new Set<string>();
  const propValues = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const literals = new Set<string>();
    const templatePrefixes = new Set<string>(); // `spinner-border-${size}` gives `spinner-border-`
    const stringsIn = (node: ts.Node): string[] =>
      ts.isStringLiteralLike(node) ? [node.text] : node.getChildren(source).flatMap(stringsIn);

    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of words(node.text)) literals.add(word);
        const last = /([\w-]+-)$/.exec(node.text);
        if (last && (ts.isTemplateHead(node) || ts.isTemplateMiddle(node)))
          templatePrefixes.add(last[1]);
      } else if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const from = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (from.startsWith('react-bootstrap/') && clause?.name) {
          candidates.add(from.slice('react-bootstrap/'.length));
        } else if (from === 'react-bootstrap' && clause?.namedBindings) {
          ts.forEachChild(clause.namedBindings, (binding) => {
            if (ts.isImportSpecifier(binding))
              candidates.add((binding.propertyName ?? binding.name).text);
          });
        }
        return;
      } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name)) {
        const prop = node.name.text;
        if (prop in flagClasses && !node.initializer) candidates.add(flagClasses[prop]);
        if (prop in propPrefixes && node.initializer)
          for (const value of stringsIn(node.initializer)) propValues.add(`${prop}:${value}`);
        // Other props' strings are no classes (aria-roledescription="carousel", as="h2").
        if (!/class/i.test(prop)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const word of literals) {
      candidates.add(word);
      for (const prefix of templatePrefixes) candidates.add(prefix + word);
    }
  }
  for (const entry of propValues) {
    const [prop, value] = entry.split(':');
    for (const prefix of propPrefixes[prop]) candidates.add(prefix + value);
  }
  for (const [component, classes] of Object.entries(componentClasses))
    if (candidates.has(component)) for (const name of classes) candidates.add(name);
  return candidates;
}

const fullSheet = () =>
  readFileSync(join(root, 'node_modules/bootstrap/dist/css/bootstrap.css'), 'utf8');
const ourSheet = () =>
  compile(join(srcDir, 'styles/bootstrap.scss'), {
    loadPaths: [join(root, 'node_modules')],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions'],
  }).css;

/** The custom properties a stylesheet defines on :root (components define their own on their rules). */
const rootProperties = (css: string) =>
  new Set(
    Array.from(css.matchAll(/:root[^{]*\{([^}]*)\}/g)).flatMap((block) =>
      Array.from(block[1].matchAll(/(--bs-[\w-]+)\s*:/g), (match) => match[1]),
    ),
  );

describe('the reduced Bootstrap sheet (src/styles/bootstrap.scss)', () => {
  const full = fullSheet();
  const ours = ourSheet();

  it('has every Bootstrap class that src/ uses', () => {
    const fullClasses = selectorClasses(full);
    const ourClasses = selectorClasses(ours);
    const used = [...candidateClasses()].filter(
      (name) => fullClasses.has(name) && !notClasses.has(name),
    );

    // The scan finds the code's classes (react-bootstrap's included), or this test proves nothing.
    expect(used).toEqual(
      expect.arrayContaining([
        'btn-outline-secondary',
        'modal-dialog',
        'spinner-border-sm',
        'col-lg-4',
      ]),
    );
    expect(used.filter((name) => !ourClasses.has(name)).sort()).toEqual([]);
  });

  it('defines every root custom property of Bootstrap that its rules read', () => {
    const fullProperties = rootProperties(full);
    const ourProperties = rootProperties(ours);
    const read = new Set(Array.from(ours.matchAll(/var\((--bs-[\w-]+)/g), (match) => match[1]));
    const undefinedRead = [...read].filter(
      (name) => fullProperties.has(name) && !ourProperties.has(name),
    );

    expect(read.size).toBeGreaterThan(100);
    expect(undefinedRead.sort()).toEqual([]);
  });
});
