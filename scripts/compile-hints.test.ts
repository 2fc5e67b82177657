// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstLoadedChunks } from './compile-hints.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  code: string;
  map: { mappings: string } | null;
};

const chunk = (fileName: string, isEntry: boolean, imports: string[] = []): Chunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  code: `export const name = "${fileName}";`,
  map: null,
});

// A client build: the entry and two route modules, the shared chunks they import, a part a page
// loads later by import() (and the chunk only that part imports), a style sheet.
const bundle = () => ({
  'entry.client.js': chunk('entry.client.js', true, ['react-dom.js']),
  'react-dom.js': chunk('react-dom.js', false),
  'root.js': chunk('root.js', true, ['app-shared.js']),
  'home-page.js': chunk('home-page.js', true, ['app-shared.js', 'carousel.js']),
  'app-shared.js': chunk('app-shared.js', false, ['vendor-data.js']),
  'vendor-data.js': chunk('vendor-data.js', false),
  'carousel.js': chunk('carousel.js', false, ['app-shared.js']),
  'login-form.js': chunk('login-form.js', false, ['form-field.js', 'app-shared.js']),
  'form-field.js': chunk('form-field.js', false),
  'root.css': { type: 'asset' as const, fileName: 'root.css' },
});

describe('compile hints', () => {
  it('finds the entries and every chunk they import, through shared chunks, and no later part', () => {
    expect([...firstLoadedChunks(bundle())].sort()).toEqual([
      'app-shared.js',
      'carousel.js',
      'entry.client.js',
      'home-page.js',
      'react-dom.js',
      'root.js',
      'vendor-data.js',
    ]);
  });

  it('puts the hint on the first line of those chunks only, and moves a source map a line down', () => {
    const output = bundle();
    output['home-page.js'].map = { mappings: 'AAAA;AACA' };
    const plugin = compileHints();
    const { handler } = plugin.generateBundle as {
      handler: (options: unknown, bundle: unknown) => void;
    };
    handler.call({}, {}, output);

    expect(output['vendor-data.js'].code).toBe(
      `${COMPILE_HINT}\nexport const name = "vendor-data.js";`,
    );
    expect(output['home-page.js'].code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(output['home-page.js'].map).toEqual({ mappings: ';AAAA;AACA' });
    expect(output['login-form.js'].code).toBe('export const name = "login-form.js";');
    expect(output['form-field.js'].code).toBe('export const name = "form-field.js";');
  });
});
