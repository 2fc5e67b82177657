import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageMeta as PageMetaRecord } from '@/types/api';
import { renderWithProviders } from '../../../tests/utils/render';
import { PageMeta } from './page-meta';

const full: PageMetaRecord = {
  PageMetaTitle: 'Apricot Seeds | Shop',
  PageMetaDesc: 'Raw bitter apricot seeds.',
  PageMetaKeywords: 'apricot, b17',
  PageOGTitle: 'Apricot Seeds',
  PageOGType: 'website',
  PageOGURL: 'https://shop.example/store',
  PageOGImage: 'https://shop.example/og.png',
};

const content = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

describe('<PageMeta>', () => {
  it.each([1, '1'] as const)(
    'writes title, description, keywords and og:* when PageShowMETA is %j',
    async (flag) => {
      renderWithProviders(
        <PageMeta meta={{ ...full, PageShowMETA: flag }} fallbackTitle="Products" />,
      );
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
      renderWithProviders(
        <PageMeta meta={{ ...full, PageShowMETA: flag }} fallbackTitle="Products" />,
      );
      await waitFor(() => expect(document.title).toBe('Products'));
      expect(content('meta[name="keywords"]')).toBeNull();
      expect(content('meta[property="og:title"]')).toBeNull();
    },
  );

  it('drops an og:url or og:image that is not an http(s) or relative URL', async () => {
    renderWithProviders(
      <PageMeta
        meta={{
          ...full,
          PageShowMETA: 1,
          PageOGURL: 'data:text/html,<script>alert(1)</script>',
          PageOGImage: 'javascript:alert(1)',
        }}
        fallbackTitle="Products"
      />,
    );
    await waitFor(() => expect(document.title).toBe('Apricot Seeds | Shop'));
    expect(content('meta[property="og:title"]')).toBe('Apricot Seeds');
    expect(content('meta[property="og:url"]')).toBeNull();
    expect(content('meta[property="og:image"]')).toBeNull();
  });

  it('uses the fallback title without metadata', async () => {
    renderWithProviders(<PageMeta meta={null} fallbackTitle="Cart" />);
    await waitFor(() => expect(document.title).toBe('Cart'));
  });
});
