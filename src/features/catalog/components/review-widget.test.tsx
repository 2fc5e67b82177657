import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const URL_CONFIGURED = 'https://reviews.example.test/widget.js';

afterEach(() => {
  vi.resetModules();
  vi.doUnmock('@/config/env');
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

const loadWidget = async (url: string, region: 'ask' | 'opt-out' = 'opt-out') => {
  vi.doMock('@/config/env', () => ({ env: { reviewWidgetScriptUrl: url } }));
  const { ReviewWidget } = await import('./review-widget');
  // Outside the EU unless a test says otherwise: reviews are on by default.
  (await import('@/lib/consent')).setConsentRegion(region);
  return ReviewWidget;
};

describe('ReviewWidget', () => {
  it('works without a configured script and loads nothing', async () => {
    const ReviewWidget = await loadWidget('');
    render(<ReviewWidget variant="product" sku="SKU-1" />);
    expect(screen.getByText('Reviews are not available right now.')).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the configured script once for several widgets', async () => {
    const ReviewWidget = await loadWidget(URL_CONFIGURED);
    const { container } = render(
      <>
        <ReviewWidget />
        <ReviewWidget variant="product" sku="SKU-1" />
      </>,
    );
    const scripts = document.head.querySelectorAll(`script[src="${URL_CONFIGURED}"]`);
    expect(scripts).toHaveLength(1);
    expect(container.querySelector('[data-product-sku="SKU-1"]')).not.toBeNull();
    scripts[0].dispatchEvent(new Event('load'));
    await waitFor(() => expect(container.querySelector('[aria-busy="false"]')).not.toBeNull());
    expect(screen.queryByText('Reviews are not available right now.')).toBeNull();
  });

  it('keeps the page working when the script fails', async () => {
    const ReviewWidget = await loadWidget(URL_CONFIGURED);
    render(<ReviewWidget />);
    document.head
      .querySelector(`script[src="${URL_CONFIGURED}"]`)
      ?.dispatchEvent(new Event('error'));
    expect(
      await screen.findByText('Reviews could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('where reviews are refused, leaves a line and a button that allows and loads them', async () => {
    const ReviewWidget = await loadWidget(URL_CONFIGURED, 'ask');
    const { saveConsent, readStoredChoices } = await import('@/lib/consent');
    act(() => saveConsent({ marketing: false, reviews: false }));
    const { container } = render(<ReviewWidget variant="product" sku="SKU-1" />);
    expect(screen.getByText('Reviews are off by your privacy choices.')).toBeInTheDocument();
    expect(container.querySelector('[data-product-sku]')).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow reviews' }));
    expect(document.head.querySelectorAll(`script[src="${URL_CONFIGURED}"]`)).toHaveLength(1);
    expect(container.querySelector('[data-product-sku="SKU-1"]')).not.toBeNull();
    expect(screen.queryByText('Reviews are off by your privacy choices.')).toBeNull();
    // The button went: focus is on the widget that took its place.
    expect(container.querySelector('.review-widget')).toHaveFocus();
    expect(readStoredChoices()).toEqual({ marketing: false, reviews: true, loyalty: false });
  });

  it('loads nothing while the location is still unknown', async () => {
    vi.doMock('@/config/env', () => ({ env: { reviewWidgetScriptUrl: URL_CONFIGURED } }));
    const { ReviewWidget } = await import('./review-widget');
    const { container } = render(<ReviewWidget />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
