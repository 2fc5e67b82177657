import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const DESCRIPTION = '<p>Raw <b>kernels</b><img src=x onerror="window.__pwned=1"></p>';

describe('the build-cleaned HTML of a prerendered page', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('lists every string of the answers that holds markup, with DOMPurify output where it differs', async () => {
    const { cleanHtmlTable } = await import('./clean-html-table');
    const answers = {
      'getProduct(1)': {
        data: {
          name: 'Seeds & Co <3',
          product_description: DESCRIPTION,
          plain: 'No markup > here',
          badges: [{ description: '<b>Lab tested</b>' }],
          price: 12.5,
        },
      },
    };
    const table = await cleanHtmlTable(answers);
    expect(table).toHaveLength(3);
    expect(table).toContainEqual(['Seeds & Co <3', 'Seeds &amp; Co &lt;3']);
    expect(table).toContainEqual([DESCRIPTION, '<p>Raw <b>kernels</b><img src="x"></p>']);
    expect(table).toContainEqual(['<b>Lab tested</b>']);
  });

  it('hydrates what the build rendered without downloading DOMPurify', async () => {
    // The build: DOMPurify loaded, the page rendered, the table made from its answers.
    const build = await import('./clean-html-table');
    const { SafeHtml: BuildSafeHtml } = await import('@/components/ui/safe-html');
    const table = await build.cleanHtmlTable({ description: DESCRIPTION });
    const html = renderToString(createElement(BuildSafeHtml, { html: DESCRIPTION }));
    expect(html).toBe('<div><p>Raw <b>kernels</b><img src="x"></p></div>');

    // The browser: new modules, no DOMPurify; the page's loader data brings the table.
    vi.resetModules();
    const browser = await import('@/lib/clean-html');
    const { SafeHtml } = await import('@/components/ui/safe-html');
    browser.rememberCleanHtml(table);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, createElement(SafeHtml, { html: DESCRIPTION }), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe('<div><p>Raw <b>kernels</b><img src="x"></p></div>');
    expect(browser.sanitizerLoaded()).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});
