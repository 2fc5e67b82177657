import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { getDb } from '../../local-api/store/db';
import { DEMO_USERS } from '../../local-api/seed/users';
import { openPayment } from '../../tests/utils/checkout';
import { renderRoute } from '../../tests/utils/render';
import type { Env } from '@/config/env';
import { resetLoyaltyWidgetForTests } from '@/features/loyalty/widget/widget-session';
import { track } from '@/lib/analytics';
import { getConsent } from '@/lib/consent';
import { nextTask } from '@/lib/next-task';
import { notify } from '@/lib/notify';
import { PENDING_NOTICE_KEY } from '@/lib/storage';
import { cartApi } from '@/features/cart';
import { SESSION_EXPIRED_MESSAGE } from './use-session-sync';
import {
  hasAddedThirdPartyScript,
  loadScriptOnce,
  reloadDocument,
  resetLoadedScriptsForTests,
} from '@/lib/load-script';

const LOYALTY = 'https://widgets.example.test/loyaltylion.js';
const MARKETING = 'https://widgets.example.test/marketing.js';

const settings = vi.hoisted(() => ({
  loyaltyScriptUrl: '',
  loyaltySiteToken: '',
  marketingScriptUrl: '',
  paypalClientId: '',
  googlePayMerchantId: '',
}));
vi.mock('@/config/env', async (importOriginal) => {
  const { envWithSettings } = await import('../../tests/utils/env');
  return envWithSettings(await importOriginal<{ env: Env }>(), settings);
});
// The widget loader waits for an idle moment: here it is at once.
vi.mock('@/lib/when-idle', () => ({
  whenIdle: (task: () => void) => {
    task();
    return () => undefined;
  },
}));
// The page banner renders after the layout: a hook for work done in the middle of a render.
const duringBannerRender = vi.hoisted(() => ({
  task: null as ((pathname: string) => void) | null,
}));
vi.mock('./layout/page-banner', async (importOriginal) => {
  const { useLocation } = await import('react-router');
  const real = await importOriginal<{ PageBanner: () => React.ReactNode }>();
  return {
    ...real,
    PageBanner: () => {
      const { pathname } = useLocation();
      duringBannerRender.task?.(pathname);
      return <real.PageBanner />;
    },
  };
});
// jsdom cannot load a new document: the call itself is what these tests look for.
vi.mock('@/lib/load-script', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  reloadDocument: vi.fn(),
}));

const thirdPartyScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[src]'))
    .map((script) => script.src)
    .filter((src) => src.startsWith('https://widgets.example.test/'));

const product = { id: 705, product_name: 'Apricot Seed Capsules' };

/**
 * The visitor's privacy choices are decided (the location lookup has answered), and the widget
 * loader's idle moment and chunk import have passed: a page that would load the scripts has.
 */
const settle = async () => {
  await waitFor(() => expect(getConsent().loyalty).not.toBe('pending'));
  await act(async () => {
    await nextTask();
    await import('@/features/loyalty/widget/widget-session');
    await new Promise<void>((resolve) => queueMicrotask(resolve));
  });
};

/** The page's banner heading (its route handle's title): the route has rendered. */
const pageShown = (title: string) => screen.findByRole('heading', { level: 1, name: title });

beforeAll(async () => {
  await import('@/features/loyalty/widget/widget-session');
});

afterEach(() => {
  document.head.querySelectorAll('script[src]').forEach((script) => script.remove());
  resetLoadedScriptsForTests();
  resetLoyaltyWidgetForTests();
  Object.assign(settings, {
    loyaltyScriptUrl: '',
    loyaltySiteToken: '',
    marketingScriptUrl: '',
    paypalClientId: '',
    googlePayMerchantId: '',
  });
  vi.mocked(reloadDocument).mockClear();
  duringBannerRender.task = null;
});

const turnOn = () =>
  Object.assign(settings, {
    loyaltyScriptUrl: LOYALTY,
    loyaltySiteToken: 'site-token-1',
    marketingScriptUrl: MARKETING,
  });

describe('pages where a password or a card is typed', () => {
  it('a page without a password loads the loyalty widget and the marketing script (the control)', async () => {
    turnOn();
    renderRoute('/faq');
    await pageShown('Common Questions');
    await settle();
    act(() => track('Added to Cart', product));
    expect(thirdPartyScripts()).toEqual([LOYALTY, MARKETING]);
  });

  it.each([
    ['/login', 'Login', undefined],
    ['/%6Cogin', 'Login', undefined],
    ['/LOGIN/', 'Login', undefined],
    ['/register', 'Register', undefined],
    ['/reset-password', 'Reset Password', undefined],
    ['/store/customer_info', 'Customer Information', undefined],
    ['/%73tore/customer_info', 'Customer Information', undefined],
    ['/BasicInfo', 'Basic Info', 'customer'],
    ['/AccountDetails', 'Account Details', 'customer'],
    ['/checkout', 'Checkout', 'customer'],
    ['/%63heckout', 'Checkout', 'customer'],
  ] as const)('%s loads no third-party script', async (path, title, loggedInAs) => {
    turnOn();
    renderRoute(path, { loggedInAs });
    await pageShown(title);
    await settle();
    act(() => track('Added to Cart', product));
    expect(thirdPartyScripts()).toEqual([]);
    expect(hasAddedThirdPartyScript()).toBe(false);
  });

  it('/cart, where a guest may sign in, loads no third-party script for a guest', async () => {
    turnOn();
    renderRoute('/cart');
    await screen.findByRole('form', { name: 'Returning customer? Log in' });
    await settle();
    act(() => track('Added to Cart', product));
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('/cart loads the loyalty widget for a signed-in customer, who types no password there', async () => {
    turnOn();
    renderRoute('/cart', { loggedInAs: 'customer' });
    await pageShown('Cart');
    await waitFor(() => expect(thirdPartyScripts()).toEqual([LOYALTY]));
    expect(
      screen.queryByRole('form', { name: 'Returning customer? Log in' }),
    ).not.toBeInTheDocument();
  });

  it('a client-side navigation into one, from a document that ran a script, loads a new document', async () => {
    turnOn();
    const { router } = renderRoute('/faq');
    await pageShown('Common Questions');
    await waitFor(() => expect(thirdPartyScripts()).toEqual([LOYALTY]));
    await act(() => router.navigate('/%6Cogin'));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/%6Cogin');
    // The page itself is never rendered in this document.
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('without a script in the document, the navigation stays client-side', async () => {
    const { router } = renderRoute('/faq');
    await pageShown('Common Questions');
    await act(() => router.navigate('/login'));
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(reloadDocument).not.toHaveBeenCalled();
  });

  it('an expired session says so again in the new document of /login', async () => {
    turnOn();
    const toast = vi.spyOn(notify, 'error');
    onTestFinished(() => toast.mockRestore());
    const { router, store } = renderRoute('/faq', { loggedInAs: 'customer' });
    await pageShown('Common Questions');
    await waitFor(() => expect(thirdPartyScripts()).toEqual([LOYALTY]));
    getDb().users.find((user) => user.email === DEMO_USERS.customer.email)!.tokens = [];
    await act(() =>
      store.dispatch(cartApi.endpoints.addToCart.initiate({ product_id: 705, qty: 1 })),
    );
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    expect(router.state.location.pathname).toBe('/login');
    expect(JSON.parse(sessionStorage.getItem(PENDING_NOTICE_KEY) ?? 'null')).toMatchObject({
      message: SESSION_EXPIRED_MESSAGE,
      path: '/login?from=%2Ffaq',
    });

    // The new document: no script yet, the notice shown once and forgotten.
    cleanup();
    resetLoadedScriptsForTests();
    toast.mockClear();
    renderRoute('/login?from=%2Ffaq');
    await pageShown('Login');
    expect(toast).toHaveBeenCalledWith(SESSION_EXPIRED_MESSAGE);
    expect(sessionStorage.getItem(PENDING_NOTICE_KEY)).toBeNull();
  });

  it("PayPal's SDK on /checkout: /checkout stays, and /login after it loads as a new document", async () => {
    settings.paypalClientId = 'test-client-id';
    const { user, router } = await openPayment();
    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    // The SDK's own script, added by PayPal's provider (jsdom never runs it).
    await waitFor(() =>
      expect(
        document.head.querySelector('script[src^="https://www.paypal.com/sdk/js"]'),
      ).not.toBeNull(),
    );
    expect(hasAddedThirdPartyScript()).toBe(true);
    expect(screen.getByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();
    expect(reloadDocument).not.toHaveBeenCalled();
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('form', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("Google Pay's pay.js on /checkout: moving between its steps (?step=) keeps the document", async () => {
    settings.googlePayMerchantId = 'test-merchant';
    const { router } = await openPayment();
    // The button's own script (jsdom never runs it), added beside the card form.
    await waitFor(() =>
      expect(
        document.body.querySelector('script[src="https://pay.google.com/gp/p/js/pay.js"]'),
      ).not.toBeNull(),
    );
    expect(hasAddedThirdPartyScript()).toBe(true);
    await act(() => router.navigate('/checkout?step=2'));
    expect(
      await screen.findByRole('heading', { name: 'Step 2: Shipping Method' }),
    ).toBeInTheDocument();
    await act(() => router.navigate('/checkout?step=3'));
    expect(await screen.findByRole('heading', { name: 'Step 3: Payment' })).toBeInTheDocument();
    expect(reloadDocument).not.toHaveBeenCalled();
    await act(() => router.navigate('/BasicInfo'));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
  });

  it('a script added after the layout decided, before the block was set, leaves for a new document', async () => {
    const { router } = renderRoute('/faq');
    await pageShown('Common Questions');
    expect(hasAddedThirdPartyScript()).toBe(false);
    // As work that ran while the render of /login had yielded: the layout has already decided
    // (no script yet), and the script lands before the commit.
    duringBannerRender.task = (pathname) => {
      if (pathname === '/login') void loadScriptOnce(LOYALTY).catch(() => undefined);
    };
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(reloadDocument).toHaveBeenCalledTimes(1));
  });
});
