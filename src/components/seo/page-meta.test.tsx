import { render, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageMeta as PageMetaRecord } from '@/types/api';
import { renderWithProviders } from '../../../tests/utils/render';
import { PageHeadProvider } from './page-head';
import { PageMeta, type PageMetaProps } from './page-meta';

const full: PageMetaRecord = {
  PageMetaTitle: 'Apricot Seeds | Shop',
  PageMetaDesc: 'Raw bitter apricot seeds.',
  PageMetaKeywords: 'apricot, b17',
  PageOGTitle: 'Apricot Seeds',
  PageOGType: 'website',
  PageOGURL: 'https://shop.example/store',
  PageOGImage: 'https://shop.example/og.png',
};

const DEFAULT_DESCRIPTION = 'The shop.';

/** The page's meta inside the layout's head provider, as pages render it. */
const renderMeta = (props: PageMetaProps) =>
  renderWithProviders(
    <PageHeadProvider defaultTitle="Shop" defaultDescription={DEFAULT_DESCRIPTION}>
      <PageMeta {...props} />
    </PageHeadProvider>,
  );

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('<PageMeta>', () => {
  it.each([1, '1'] as const)(
    'writes title, description, keywords and og:* when PageShowMETA is %j',
    async (flag) => {
      renderMeta({ meta: { ...full, PageShowMETA: flag }, fallbackTitle: 'Products' });
      await waitFor(() => expect(document.title).toBe('Apricot Seeds | Shop'));
      expect(content('meta[name="description"]')).toBe('Raw bitter apricot seeds.');
      expect(content('meta[name="keywords"]')).toBe('apricot, b17');
      expect(content('meta[property="og:title"]')).toBe('Apricot Seeds');
      expect(content('meta[property="og:type"]')).toBe('website');
      expect(content('meta[property="og:url"]')).toBe('https://shop.example/store');
      expect(content('meta[property="og:image"]')).toBe('https://shop.example/og.png');
    },
  );

  it.each([0, '0', undefined] as const)(
    'uses only the fallback title when PageShowMETA is %j',
    async (flag) => {
      renderMeta({ meta: { ...full, PageShowMETA: flag }, fallbackTitle: 'Products' });
      await waitFor(() => expect(document.title).toBe('Products'));
      expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
      expect(content('meta[name="keywords"]')).toBeNull();
      expect(content('meta[property="og:title"]')).toBeNull();
    },
  );

  it('drops an og:url or og:image that is not an http(s) or relative URL', async () => {
    renderMeta({
      meta: {
        ...full,
        PageShowMETA: 1,
        PageOGURL: 'data:text/html,<script>alert(1)</script>',
        PageOGImage: 'javascript:alert(1)',
      },
      fallbackTitle: 'Products',
    });
    await waitFor(() => expect(document.title).toBe('Apricot Seeds | Shop'));
    expect(content('meta[property="og:title"]')).toBe('Apricot Seeds');
    expect(content('meta[property="og:url"]')).toBeNull();
    expect(content('meta[property="og:image"]')).toBeNull();
  });

  it('uses the fallback title without metadata', async () => {
    renderMeta({ meta: null, fallbackTitle: 'Cart' });
    await waitFor(() => expect(document.title).toBe('Cart'));
  });

  it("leaves one <title> and one description in the head: the page's, then the default again", async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    const { rerender } = renderMeta({
      meta: { ...full, PageShowMETA: 1 },
      fallbackTitle: 'Products',
    });
    await waitFor(() => expect(titles()).toEqual(['Apricot Seeds | Shop']));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    rerender(
      <PageHeadProvider defaultTitle="Shop" defaultDescription={DEFAULT_DESCRIPTION}>
        {null}
      </PageHeadProvider>,
    );
    await waitFor(() => expect(titles()).toEqual(['Shop']));
    expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  describe('on the page the document opened on, with the head the build prerendered', () => {
    const prerender = (title: string, description: string) => {
      document.head.insertAdjacentHTML(
        'beforeend',
        `<title data-prerendered="">${title}</title><meta data-prerendered="" name="description" content="${description}">`,
      );
    };
    afterEach(() => {
      for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
    });

    /** The page's meta under the provider at `path`, counting the provider's commits. */
    const renderAt = (path: string, props: PageMetaProps | null, commits: string[] = []) => {
      const tree = (at: string, page: PageMetaProps | null) => (
        <Profiler id="head" onRender={(_id, phase) => commits.push(phase)}>
          <PageHeadProvider defaultTitle="Shop" defaultDescription={DEFAULT_DESCRIPTION} path={at}>
            {page && <PageMeta {...page} />}
          </PageHeadProvider>
        </Profiler>
      );
      // No providers: the head needs none, and their persist gate would delay the first commit.
      const view = render(tree(path, props));
      return {
        ...view,
        goTo: (at: string, page: PageMetaProps | null) => view.rerender(tree(at, page)),
      };
    };

    it('shows it from the first commit, with no second render when the page reports the same', () => {
      prerender('Apricot Seeds | Shop', 'Raw bitter apricot seeds.');
      const commits: string[] = [];
      renderAt(
        '/store',
        { meta: { ...full, PageShowMETA: 1 }, fallbackTitle: 'Products' },
        commits,
      );
      expect(commits).toEqual(['mount']);
      // The app's first commit removes the prerendered tags (src/main.tsx): its own stay.
      for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
      expect(document.title).toBe('Apricot Seeds | Shop');
      expect(content('meta[name="description"]')).toBe('Raw bitter apricot seeds.');
    });

    it("shows the page's own head when it differs, and the defaults once the address changes", async () => {
      prerender('Old title | Shop', 'Old description.');
      const commits: string[] = [];
      const { goTo } = renderAt(
        '/store',
        { meta: { ...full, PageShowMETA: 1 }, fallbackTitle: 'Products' },
        commits,
      );
      // 'nested-update': the report's render, in the same task as the first commit.
      expect(commits).toEqual(['mount', 'nested-update']);
      for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
      expect(document.title).toBe('Apricot Seeds | Shop');
      goTo('/login', null);
      await waitFor(() => expect(document.title).toBe('Shop'));
      expect(content('meta[name="description"]')).toBe(DEFAULT_DESCRIPTION);
    });

    it('stands for the opening page only: back on its address, a page without a head shows the defaults', async () => {
      prerender('Login | Shop', DEFAULT_DESCRIPTION);
      const { goTo } = renderAt('/login', null);
      for (const tag of document.head.querySelectorAll('[data-prerendered]')) tag.remove();
      expect(document.title).toBe('Login | Shop');
      goTo('/store', { fallbackTitle: 'Products' });
      await waitFor(() => expect(document.title).toBe('Products'));
      goTo('/login', null);
      await waitFor(() => expect(document.title).toBe('Shop'));
    });
  });
});
