import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useAfterHydration, useHydrated } from './use-hydrated';

let renders: string[] = [];

function Visitor({ name }: { name: string }) {
  const shown = useAfterHydration(name, 'guest');
  renders.push(shown);
  return <p>{shown}</p>;
}

function Flag() {
  return <p>{useHydrated() ? 'hydrated' : 'hydrating'}</p>;
}

const containers: HTMLElement[] = [];
const roots: Root[] = [];

/** The build's HTML of `element` (rendered with `built`), then React hydrates it with `element`. */
const hydrate = async (built: React.ReactElement, element: React.ReactElement) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(built);
  document.body.append(container);
  containers.push(container);
  renders = [];
  const mismatches: unknown[] = [];
  await act(async () => {
    roots.push(
      hydrateRoot(container, element, { onRecoverableError: (error) => mismatches.push(error) }),
    );
  });
  return { container, mismatches };
};

afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  containers.splice(0).forEach((container) => container.remove());
});

describe('useAfterHydration', () => {
  it("renders the build's value while hydrating, then the visitor's", async () => {
    const { container, mismatches } = await hydrate(
      <Visitor name="guest" />,
      <Visitor name="Ada" />,
    );
    expect(renders).toEqual(['guest', 'Ada']);
    expect(container).toHaveTextContent('Ada');
    expect(mismatches).toEqual([]);
  });

  it("renders once when the visitor's value is the build's", async () => {
    const { container, mismatches } = await hydrate(
      <Visitor name="guest" />,
      <Visitor name="guest" />,
    );
    expect(renders).toEqual(['guest']);
    expect(container).toHaveTextContent('guest');
    expect(mismatches).toEqual([]);
  });

  it("renders the visitor's value at once where nothing hydrates", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    renders = [];
    await act(async () => {
      const root = createRoot(container);
      roots.push(root);
      root.render(<Visitor name="Ada" />);
    });
    expect(renders).toEqual(['Ada']);
  });
});

describe('useHydrated', () => {
  it('is false while hydrating and true after', async () => {
    const { container, mismatches } = await hydrate(<Flag />, <Flag />);
    expect(container).toHaveTextContent('hydrated');
    expect(mismatches).toEqual([]);
    expect(renderToString(<Flag />)).toContain('hydrating');
  });
});
