import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { server } from '../../../local-api/node';
import { DEFAULT_VISITOR_IP, visitorLocation } from '../../../local-api/handlers/external';
import { preloadPages, renderRoute } from '../../../tests/utils/render';
import { refuseStorageWrites } from '../../../tests/utils/storage';
import type { Env } from '@/config/env';
import {
  CONSENT_LIFETIME_MS,
  CONSENT_VISIT_ONLY_MESSAGE,
  getConsent,
  readStoredChoices,
} from '@/lib/consent';
import { resetLoadedScriptsForTests } from '@/lib/load-script';
import { PRIVACY_CHOICES_KEY } from '@/lib/storage';

const MARKETING = 'https://widgets.example.test/marketing.js';
const REVIEWS = 'https://widgets.example.test/reviews.js';

const settings = vi.hoisted(() => ({
  marketingScriptUrl: 'https://widgets.example.test/marketing.js',
  reviewWidgetScriptUrl: 'https://widgets.example.test/reviews.js',
}));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWithSettings } = await import('../../../tests/utils/env');
  return envWithSettings(await importOriginal<{ env: Env }>(), settings);
});

const scripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'))
    .map((script) => script.src)
    .filter((src) => src.startsWith('https://widgets.example.test/'));

const queued = () => (window._learnq as unknown[] | undefined) ?? [];

/** The geolocation stand-in answers with this visitor's `in_eu`, or fails (location unknown). */
const visitorIn = (where: 'eu' | 'us' | 'unknown', countryCode = where === 'eu' ? 'FR' : 'US') =>
  server.use(
    http.get('*/__ext/ipapi/:ip/json', () =>
      where === 'unknown'
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({
            ...visitorLocation(DEFAULT_VISITOR_IP),
            in_eu: where === 'eu',
            country_code: countryCode,
          }),
    ),
  );

const setGpc = () =>
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });

const storeChoices = (value: unknown) =>
  window.localStorage.setItem(PRIVACY_CHOICES_KEY, JSON.stringify(value));

const DAY = 24 * 60 * 60 * 1000;

const openStore = async () => {
  const result = renderRoute('/store');
  // The first render of the file also transforms the shell: more room than a findBy's default.
  await screen.findByRole(
    'heading',
    { level: 3, name: 'Apricot Seed Capsules' },
    { timeout: 15_000 },
  );
  return result;
};

const findBanner = () => screen.findByRole('region', { name: 'Your privacy choices' });
const queryBanner = () => screen.queryByRole('region', { name: 'Your privacy choices' });

const addToCart = async (user: ReturnType<typeof renderRoute>['user']) => {
  const [button] = await screen.findAllByRole('button', { name: 'Add To Cart' });
  await user.click(button);
  expect(await screen.findByText('Product added to cart successfully.')).toBeInTheDocument();
};

beforeAll(async () => {
  await preloadPages('/store');
  // The banner and dialog chunk, so its first load does not eat a findBy's time.
  await import('./components/privacy-panel');
}, 60_000);

afterEach(() => {
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  resetLoadedScriptsForTests();
  delete window._learnq;
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
});

describe('privacy choices: visitors in the EU', () => {
  it('see the banner with three answers of equal weight; nothing loads or is queued before they choose', async () => {
    visitorIn('eu');
    const { user } = await openStore();
    const banner = await findBanner();
    const answers = ['Accept all', 'Reject all', 'Choose'].map((name) =>
      within(banner).getByRole('button', { name }),
    );
    // One button style and size for all three.
    expect(new Set(answers.map((button) => button.className)).size).toBe(1);

    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('Reject all: the banner goes, adding to cart queues nothing and loads no script', async () => {
    visitorIn('eu');
    const { user } = await openStore();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Reject all' }));
    expect(queryBanner()).not.toBeInTheDocument();
    // Its button went with the banner: focus goes to the page, not the document.
    expect(screen.getByRole('main')).toHaveFocus();
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(readStoredChoices()).toEqual({ marketing: false, reviews: false, loyalty: false });
  });

  it('Accept all: the review script loads at once and adding to cart is tracked', async () => {
    visitorIn('eu');
    const { user } = await openStore();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    await addToCart(user);
    expect(queued()).toEqual([
      ['track', 'Added to Cart', expect.objectContaining({ product_name: expect.any(String) })],
    ]);
    expect(scripts()).toEqual([REVIEWS, MARKETING]);
    // Stored on this device with its date, nothing else.
    const stored = JSON.parse(window.localStorage.getItem(PRIVACY_CHOICES_KEY) ?? 'null');
    expect(stored).toEqual({
      marketing: true,
      reviews: true,
      loyalty: true,
      at: expect.any(Number),
    });
  });

  it('Choose: nothing is ticked; reviews alone loads the review script and tracks nothing', async () => {
    visitorIn('eu');
    const { user } = await openStore();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing' });
    const reviews = within(dialog).getByRole('checkbox', { name: 'Reviews' });
    expect(marketing).not.toBeChecked();
    expect(reviews).not.toBeChecked();

    await user.click(reviews);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryBanner()).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([REVIEWS]);
  });

  it('are asked again when the stored choice is older than 12 months', async () => {
    visitorIn('eu');
    storeChoices({ marketing: true, reviews: true, at: Date.now() - CONSENT_LIFETIME_MS - DAY });
    const { user } = await openStore();
    await findBanner();
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([]);
  });

  it('are not asked while the stored choice is younger than 12 months', async () => {
    visitorIn('eu');
    storeChoices({ marketing: true, reviews: false, at: Date.now() - CONSENT_LIFETIME_MS + DAY });
    const { user } = await openStore();
    await addToCart(user);
    expect(queued()).toHaveLength(1);
    expect(scripts()).toEqual([MARKETING]);
    expect(queryBanner()).not.toBeInTheDocument();
  });

  it.each([
    ['not JSON', '{marketing'],
    ['the wrong shape', JSON.stringify({ marketing: 'yes', reviews: true, at: Date.now() })],
    ['no date', JSON.stringify({ marketing: true, reviews: true })],
  ])('ignore a corrupt stored choice (%s) and ask', async (_, raw) => {
    visitorIn('eu');
    window.localStorage.setItem(PRIVACY_CHOICES_KEY, raw);
    const { user } = await openStore();
    await findBanner();
    await addToCart(user);
    expect(queued()).toEqual([]);
  });
});

describe('privacy choices: location unknown', () => {
  it.each([
    ['a failed lookup', () => visitorIn('unknown')],
    [
      'a record without in_eu',
      () =>
        server.use(
          http.get('*/__ext/ipapi/:ip/json', () => {
            const { in_eu: _, ...record } = visitorLocation(DEFAULT_VISITOR_IP);
            return HttpResponse.json(record);
          }),
        ),
    ],
  ])('%s is treated as a visitor who must be asked', async (_, locate) => {
    locate();
    const { user } = await openStore();
    await findBanner();
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([]);
  });
});

describe('privacy choices: outside the EU under the same rules (UK, EEA, Switzerland)', () => {
  it.each(['GB', 'IS', 'LI', 'NO', 'CH'])(
    'a visitor in %s is asked first: nothing loads or is queued before the choice',
    async (country) => {
      visitorIn('us', country);
      const { user } = await openStore();
      await findBanner();
      await addToCart(user);
      expect(queued()).toEqual([]);
      expect(scripts()).toEqual([]);
    },
  );
});

describe('privacy choices: a browser that refuses to store them', () => {
  it('EU, Reject all: the choice holds for the visit, says it will be asked again, and nothing is queued', async () => {
    visitorIn('eu');
    const setItem = refuseStorageWrites();
    const { user } = await openStore();
    await user.click(within(await findBanner()).getByRole('button', { name: 'Reject all' }));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(await screen.findByText(CONSENT_VISIT_ONLY_MESSAGE)).toBeInTheDocument();
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([]);
    expect(setItem).toHaveBeenCalled();
    expect(window.localStorage.getItem(PRIVACY_CHOICES_KEY)).toBeNull();
  });

  it('outside the EU, refusing marketing in the dialog holds: adding to cart queues nothing more', async () => {
    visitorIn('us');
    const { user } = await openStore();
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    refuseStorageWrites();
    await user.click(screen.getByRole('button', { name: 'Your privacy choices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(CONSENT_VISIT_ONLY_MESSAGE)).toBeInTheDocument();
    await addToCart(user);
    expect(queued()).toEqual([]);
  });
});

describe('privacy choices: visitors outside the EU', () => {
  it('get no banner, marketing and reviews on; the footer link refuses marketing without a reload and gives focus back', async () => {
    visitorIn('us');
    const { user } = await openStore();
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    expect(queryBanner()).not.toBeInTheDocument();
    await addToCart(user);
    expect(queued()).toHaveLength(1);

    const link = screen.getByRole('button', { name: 'Your privacy choices' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const marketing = within(dialog).getByRole('checkbox', { name: 'Marketing' });
    expect(marketing).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Reviews' })).toBeChecked();
    await user.click(marketing);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());

    await addToCart(user);
    expect(queued()).toHaveLength(1);
    expect(readStoredChoices()).toEqual({ marketing: false, reviews: true, loyalty: true });
  });

  it('the footer link reopens the choices and Close gives focus back to it', async () => {
    visitorIn('us');
    const { user } = await openStore();
    const link = screen.getByRole('button', { name: 'Your privacy choices' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
    expect(readStoredChoices()).toBeNull();
  });

  it('with Global Privacy Control: marketing and loyalty are refused without a banner, reviews stay on', async () => {
    setGpc();
    visitorIn('us');
    const { user } = await openStore();
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    expect(queryBanner()).not.toBeInTheDocument();
    expect(getConsent()).toMatchObject({
      reviews: 'granted',
      marketing: 'denied',
      loyalty: 'denied',
    });
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(scripts()).toEqual([REVIEWS]);
  });
});

describe('privacy choices: Global Privacy Control in the EU', () => {
  it('asks about reviews only: Accept all leaves marketing off', async () => {
    setGpc();
    visitorIn('eu');
    const { user } = await openStore();
    const banner = await findBanner();
    expect(within(banner).getByText('Allow reviews?')).toBeInTheDocument();
    expect(within(banner).queryByText(/marketing/i)).not.toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Choose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your privacy choices' });
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'Loyalty' })).toBeDisabled();
    expect(within(dialog).getAllByText(/Global Privacy Control/)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(scripts()).toEqual([REVIEWS]));
    await addToCart(user);
    expect(queued()).toEqual([]);
    expect(readStoredChoices()).toEqual({ marketing: false, reviews: true, loyalty: false });
  });
});
