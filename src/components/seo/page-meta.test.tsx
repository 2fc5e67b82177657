import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '@/config/site';
import type { PageMeta as PageMetaRecord } from '@/types/api';
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

/** The page's meta on a route, as a page renders it (React hoists it into the head). */
const renderMeta = (props: PageMetaProps, description?: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([
        { path: '/', element: <PageMeta {...props} />, handle: { title: 'Page', description } },
      ])}
    />,
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

  it("describes the page with its route's description, else the shop's default", async () => {
    renderMeta({ meta: null, fallbackTitle: 'Cart' }, 'Your shopping cart.');
    await waitFor(() => expect(content('meta[name="description"]')).toBe('Your shopping cart.'));
  });

  it('leaves one <title> and one description in the head, and none once the page is gone', async () => {
    const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
    const { unmount } = renderMeta({
      meta: { ...full, PageShowMETA: 1 },
      fallbackTitle: 'Products',
    });
    await waitFor(() => expect(titles()).toEqual(['Apricot Seeds | Shop']));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(titles()).toEqual([]);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(0);
  });
});
