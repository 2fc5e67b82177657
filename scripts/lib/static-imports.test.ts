import { describe, expect, it } from 'vitest';
import { withStaticImports } from './static-imports.mjs';

const graph: Record<string, string[]> = {
  root: ['shared', 'router'],
  page: ['shared', 'card'],
  shared: ['vendor'],
  router: ['vendor'],
  card: ['shared', 'missing'],
  vendor: [],
  // Chunks may import each other in a loop; the walk still ends.
  a: ['b'],
  b: ['a'],
};
const importsOf = (name: string) => graph[name];

describe('withStaticImports', () => {
  it('finds every chunk the starts import, directly or through others, each once, in the order first met', () => {
    expect([...withStaticImports(['root', 'page'], importsOf)]).toEqual([
      'root',
      'shared',
      'vendor',
      'router',
      'page',
      'card',
    ]);
  });

  it('leaves out a name the build does not know, as a start or as an import', () => {
    expect([...withStaticImports(['unknown', 'card'], importsOf)]).toEqual([
      'card',
      'shared',
      'vendor',
    ]);
  });

  it('ends on chunks that import each other', () => {
    expect([...withStaticImports(['a'], importsOf)]).toEqual(['a', 'b']);
  });
});
