import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';
import { resetLoadedScriptsForTests } from '@/lib/load-script';
import { renderRoute } from '../../../../tests/utils/render';

const SCRIPT_URL = 'https://reviews.example.test/widget.js';

const settings = vi.hoisted(() => ({ reviewWidgetScriptUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => {
  // The widget reads the setting when it renders, so each test can configure the script.
  const { envWithSettings } = await import('../../../../tests/utils/env');
  return envWithSettings(await importOriginal<{ env: Env }>(), settings);
});

afterEach(() => {
  settings.reviewWidgetScriptUrl = '';
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  resetLoadedScriptsForTests();
});

/** jsdom loads no scripts: the test answers the widget script's request with its load or error event. */
const widgetScript = async () => {
  await waitFor(() =>
    expect(document.head.querySelectorAll(`script[src="${SCRIPT_URL}"]`)).toHaveLength(1),
  );
  return document.head.querySelector(`script[src="${SCRIPT_URL}"]`) as HTMLScriptElement;
};

const openReviews = async () => {
  renderRoute('/reviews');
  expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  return screen.getByRole('main');
};

describe('/reviews', () => {
  it('shows the review widget and says so when no widget script is configured', async () => {
    const main = await openReviews();
    expect(main.querySelector('.feefo-review-widget-service')).not.toBeNull();
    expect(within(main).getByText('Reviews are not available right now.')).toBeInTheDocument();
    expect(document.head.querySelector('script[src]')).toBeNull();
  });

  it('loads the configured widget script once and leaves the widget to it', async () => {
    settings.reviewWidgetScriptUrl = SCRIPT_URL;
    const main = await openReviews();
    const widget = main.querySelector('.review-widget') as HTMLElement;
    expect(widget.querySelector('.feefo-review-widget-service')).not.toBeNull();
    expect(widget).toHaveAttribute('aria-busy', 'true');
    (await widgetScript()).dispatchEvent(new Event('load'));
    await waitFor(() => expect(widget).toHaveAttribute('aria-busy', 'false'));
    expect(within(main).queryByText('Reviews are not available right now.')).toBeNull();
    expect(
      within(main).queryByText('Reviews could not be loaded. Please try again later.'),
    ).toBeNull();
  });

  it('says the reviews could not be loaded when the configured script fails', async () => {
    settings.reviewWidgetScriptUrl = SCRIPT_URL;
    const main = await openReviews();
    (await widgetScript()).dispatchEvent(new Event('error'));
    expect(
      await within(main).findByText('Reviews could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(main.querySelector('.review-widget')).toHaveAttribute('aria-busy', 'false');
    expect(within(main).getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
  });
});
