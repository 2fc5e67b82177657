import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { server } from '../../../../local-api/node';
import { DEMO_USERS } from '../../../../local-api/seed/users';
import { seedCart } from '../../../../tests/utils/checkout';
import { recordRequests } from '../../../../tests/utils/network';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';
import { DEFAULT_VISITOR_IP, visitorLocation } from '../../../../local-api/handlers/external';
import type { Env } from '@/config/env';
import { signedIn, signedOut } from '@/features/auth';
import { resetLoadedScriptsForTests } from '@/lib/load-script';
import { setToken } from '@/lib/storage';
import type { LoyaltyLionSdk } from './sdk';
import { resetLoyaltyWidgetForTests } from './widget-session';

const SCRIPT_URL = 'http://localhost:5013/__ext/scripts/loyaltylion.js';

const settings = vi.hoisted(() => ({ loyaltyScriptUrl: '', loyaltySiteToken: '' }));

vi.mock('@/config/env', async (importOriginal) => {
  // The loader reads the settings when it runs, so each test can switch the widget on.
  const { envWithSettings } = await import('../../../../tests/utils/env');
  return envWithSettings(await importOriginal<{ env: Env }>(), settings);
});

const widgetScripts = () => document.head.querySelectorAll(`script[src="${SCRIPT_URL}"]`);

/** jsdom runs no scripts: run the local API's stand-in ourselves when the loader adds it. */
let observer: MutationObserver;
let sdkSpies:
  | {
      refresh: MockInstance<LoyaltyLionSdk['refresh']>;
      authenticateCustomer: MockInstance<LoyaltyLionSdk['authenticateCustomer']>;
    }
  | undefined;

/** The spy on an SDK method, installed when the widget script ran (before its load event). */
const sdkSpy = <K extends 'refresh' | 'authenticateCustomer'>(method: K) => {
  if (!sdkSpies) throw new Error('the widget script has not run');
  return sdkSpies[method];
};

beforeEach(() => {
  sdkSpies = undefined;
  observer = new MutationObserver((changes) => {
    for (const change of changes) {
      change.addedNodes.forEach((node) => {
        if (!(node instanceof HTMLScriptElement) || node.src !== SCRIPT_URL) return;
        void fetch(node.src)
          .then((response) => response.text())
          .then((source) => {
            // The stand-in's source, run as the browser would run the script. Its SDK is spied on
            // before the load event, so no call the loader makes on load can be missed.
            new Function(source)();
            const sdk = window.loyaltylion!;
            sdkSpies = {
              refresh: vi.spyOn(sdk as LoyaltyLionSdk, 'refresh'),
              authenticateCustomer: vi.spyOn(sdk as LoyaltyLionSdk, 'authenticateCustomer'),
            };
            node.dispatchEvent(new Event('load'));
          });
      });
    }
  });
  observer.observe(document.head, { childList: true });
});

afterEach(() => {
  observer.disconnect();
  widgetScripts().forEach((script) => script.remove());
  delete window.loyaltylion;
  resetLoadedScriptsForTests();
  resetLoyaltyWidgetForTests();
  Object.assign(settings, { loyaltyScriptUrl: '', loyaltySiteToken: '' });
  server.events.removeAllListeners();
  vi.unstubAllGlobals();
});

/**
 * Idle requests with the route they were made on. The widget's chunk is imported first, so a page
 * that shows its data has given the loader its chance.
 */
const recordIdleRequests = async () => {
  await import('./widget-session');
  const made: string[] = [];
  let route = (): string => '';
  vi.stubGlobal('requestIdleCallback', (task: () => void) => {
    made.push(route());
    return window.setTimeout(task, 0);
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
  return {
    made,
    follow: (router: { state: { location: { pathname: string } } }) => {
      route = () => router.state.location.pathname;
    },
  };
};

const turnOn = () =>
  Object.assign(settings, { loyaltyScriptUrl: SCRIPT_URL, loyaltySiteToken: 'site-token-1' });

const customer = DEMO_USERS.customer;
const widgetCustomer = () => window.loyaltylion?.customer;
const signCalls = async (requests: ReturnType<typeof recordRequests>) =>
  (await requests()).filter((request) => new URL(request.url).pathname === '/loyalty/sign');

/** The header shows the customer's points once the shell's calls are done. */
const shellReady = async () =>
  within(await screen.findByRole('banner')).findByRole('button', { name: /points$/ });

describe('the loyalty widget loader', () => {
  it('loads nothing without the script URL and site token', async () => {
    Object.assign(settings, { loyaltyScriptUrl: SCRIPT_URL });
    const idle = await recordIdleRequests();
    const requests = recordRequests();
    renderRoute('/faq', { loggedInAs: 'customer' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Common Questions' }),
    ).toBeInTheDocument();
    await shellReady();
    expect(idle.made).toEqual([]);
    expect(widgetScripts()).toHaveLength(0);
    expect(window.loyaltylion).toBeUndefined();
    expect(await signCalls(requests)).toHaveLength(0);
  });

  it('an EU visitor: nothing loads before loyalty is allowed; Accept all loads it, and the points show either way', async () => {
    turnOn();
    server.use(
      http.get('*/__ext/ipapi/:ip/json', () =>
        HttpResponse.json({
          ...visitorLocation(DEFAULT_VISITOR_IP),
          in_eu: true,
          country_code: 'FR',
        }),
      ),
    );
    const idle = await recordIdleRequests();
    const { user } = renderRoute('/faq', { loggedInAs: 'customer' });
    const banner = await screen.findByRole('region', { name: 'Your privacy choices' }, PAGE_READY);
    // Signed in, the points come from the API whatever the choice.
    await shellReady();
    expect(idle.made).toEqual([]);
    expect(widgetScripts()).toHaveLength(0);
    await user.click(within(banner).getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(widgetScripts()).toHaveLength(1));
    await waitFor(() => expect(widgetCustomer()?.email).toBe(customer.email));
  });

  it('loads the script once and identifies a signed-in customer with the signed auth block', async () => {
    turnOn();
    const requests = recordRequests();
    const { router } = renderRoute('/faq', { loggedInAs: 'customer' });
    await waitFor(() => expect(widgetCustomer()?.email).toBe(customer.email));
    expect(widgetCustomer()).toMatchObject({
      pointsTotal: 1415,
      claimedRewards: [expect.objectContaining({ id: 501, redeemable: { code: 'LOYAL-5OFF' } })],
    });
    const [sign, ...more] = await signCalls(requests);
    expect(more).toEqual([]);
    expect(sign.method).toBe('POST');
    const verify = (await requests()).find((r) => r.url.endsWith('/__ext/loyaltylion/customer'));
    expect(JSON.parse(verify!.body)).toMatchObject({
      site_token: 'site-token-1',
      customer: { email: customer.email },
      auth: {
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        token: expect.stringMatching(/^[0-9a-f]{40}$/),
      },
    });

    await router.navigate('/cart');
    await screen.findByRole('heading', { level: 1 });
    expect(widgetScripts()).toHaveLength(1);
    expect(await signCalls(requests)).toHaveLength(1);
  });

  it('only refreshes the widget for an anonymous visitor, then identifies on sign-in and refreshes on sign-out', async () => {
    turnOn();
    const requests = recordRequests();
    const { store } = renderRoute('/faq');
    await waitFor(() => expect(window.loyaltylion?.refresh).toBeTypeOf('function'));
    const refresh = sdkSpy('refresh');
    const authenticate = sdkSpy('authenticateCustomer');
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(authenticate).not.toHaveBeenCalled();
    expect(await signCalls(requests)).toHaveLength(0);

    setToken(customer.token);
    store.dispatch(signedIn({ role: '1' }));
    await waitFor(() => expect(widgetCustomer()?.email).toBe(customer.email));
    expect(authenticate).toHaveBeenCalledTimes(1);

    store.dispatch(signedOut());
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
    expect(widgetCustomer()).toBeNull();
  });

  it('keeps the page working and the widget anonymous when signing fails', async () => {
    turnOn();
    server.use(
      http.post('*/loyalty/sign', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    renderRoute('/faq', { loggedInAs: 'customer' });
    await waitFor(() => expect(window.loyaltylion?.refresh).toBeTypeOf('function'));
    const refresh = sdkSpy('refresh');
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(widgetCustomer()).toBeNull();
    expect(await shellReady()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('stays anonymous when the stand-in refuses a wrong signature', async () => {
    turnOn();
    const refused: number[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (request.url.endsWith('/__ext/loyaltylion/customer')) refused.push(response.status);
    });
    server.use(
      http.post('*/loyalty/sign', () =>
        HttpResponse.json({
          customer: { id: String(customer.id), email: customer.email },
          auth: { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), token: 'f'.repeat(40) },
        }),
      ),
    );
    renderRoute('/faq', { loggedInAs: 'customer' });
    await waitFor(() => expect(refused).toEqual([401]));
    await waitFor(() => expect(widgetCustomer()).toBeNull());
    expect(await shellReady()).toBeInTheDocument();
  });

  it('loads no script on /checkout, and does once the shopper leaves it', async () => {
    turnOn();
    seedCart('customer', [[705, 1]]);
    const idle = await recordIdleRequests();
    const { router } = renderRoute('/checkout', { loggedInAs: 'customer' });
    idle.follow(router);
    expect(await screen.findByRole('heading', { name: 'Order Summary' })).toBeInTheDocument();
    await shellReady();
    expect(widgetScripts()).toHaveLength(0);
    expect(window.loyaltylion).toBeUndefined();

    await router.navigate('/cart');
    await waitFor(() => expect(widgetCustomer()?.email).toBe(customer.email));
    expect(widgetScripts()).toHaveLength(1);
    expect(idle.made).toEqual(['/cart']);
  });
});

describe('claimed rewards from the widget', () => {
  it('send a matching cart code as an LL promo with the claimed-reward id, which the local API applies', async () => {
    turnOn();
    seedCart('customer', [[705, 1]]);
    const requests = recordRequests();
    const { user } = renderRoute('/cart', { loggedInAs: 'customer' });
    await waitFor(() => expect(widgetCustomer()?.email).toBe(customer.email));
    await user.type(await screen.findByLabelText('Promo Code'), 'LOYAL-5OFF');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo Code Applied Successfully')).toBeInTheDocument();
    const promo = (await requests()).find((r) => new URL(r.url).pathname === '/apply/promo');
    expect(JSON.parse(promo!.body)).toEqual({
      promoCode_type: 'LL',
      promo: 'LOYAL-5OFF',
      reward_id: 501,
      discount_amount: 5,
      discount_type: 'flat',
    });
  });
});
