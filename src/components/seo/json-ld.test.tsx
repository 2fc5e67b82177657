import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld';

const blocks = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (block) =>
      [block.parentElement?.tagName, JSON.parse(block.textContent ?? '') as unknown] as const,
  );

describe('JsonLd', () => {
  it('mounted after hydration: the block is made in the head by the page, not by React', () => {
    const { container, rerender, unmount } = render(
      <JsonLd data={{ '@type': 'Product', name: 'A' }} />,
    );
    // React would make a <script> through innerHTML, which Trusted Types refuse.
    expect(container.querySelector('script')).toBeNull();
    expect(blocks()).toEqual([['HEAD', { '@type': 'Product', name: 'A' }]]);
    rerender(<JsonLd data={{ '@type': 'Product', name: '</script><b>B' }} />);
    expect(blocks()).toEqual([['HEAD', { '@type': 'Product', name: '</script><b>B' }]]);
    unmount();
    expect(blocks()).toEqual([]);
  });

  it("in the build's HTML: hydrates the element as it is and writes a later change into it", async () => {
    const Page = ({ name }: { name: string }) => (
      <main>
        <JsonLd data={{ '@type': 'Product', name }} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page name="A" />);
    document.body.append(container);
    const built = container.querySelector('script');
    const root = await act(async () => hydrateRoot(container, <Page name="A" />));
    expect(container.querySelector('script')).toBe(built);
    expect(blocks()).toEqual([['MAIN', { '@type': 'Product', name: 'A' }]]);
    await act(async () => root.render(<Page name="B" />));
    expect(container.querySelector('script')).toBe(built);
    expect(blocks()).toEqual([['MAIN', { '@type': 'Product', name: 'B' }]]);
    await act(async () => root.unmount());
    container.remove();
  });
});
