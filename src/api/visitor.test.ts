import { screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../local-api/node';
import { nextTask } from '@/lib/next-task';
import { DEFAULT_VISITOR_IP, visitorLocation } from '../../local-api/handlers/external';
import { LOCATION_CACHE_KEY } from '@/lib/storage';
import { renderRoute } from '../../tests/utils/render';
import { getVisitorIp, getVisitorLocation, readCachedLocation } from './visitor';

/** Counts calls to the geolocation stand-in while still answering them. */
const countGeolocation = () => {
  const calls: string[] = [];
  server.use(
    mock.get('*/__ext/ipapi/:ip/json', ({ params }) => {
      calls.push(String(params.ip));
      return HttpResponse.json(visitorLocation(String(params.ip)));
    }),
  );
  return calls;
};

const locationWarnings = () =>
  vi.mocked(console.warn).mock.calls.filter((args) => String(args[0]).startsWith('[location]'));

describe('visitor location flow (spec §4)', () => {
  it('started from the hydration effects, makes its first call in a task after theirs', async () => {
    const calls = vi.spyOn(globalThis, 'fetch');
    // nextTask serves its callers in the order they asked: this task, asked for before the flow
    // starts, runs before any task the flow asks for.
    const callsInTheAskingTask = nextTask().then(() => calls.mock.calls.length);
    const location = getVisitorLocation();
    await expect(callsInTheAskingTask).resolves.toBe(0);
    await expect(location).resolves.toMatchObject({ ip: DEFAULT_VISITOR_IP });
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('uses the cached record when its ip matches the current IP (no geolocation call)', async () => {
    const cached = { ...visitorLocation(DEFAULT_VISITOR_IP), city: 'Cached City' };
    window.localStorage.setItem(LOCATION_CACHE_KEY, JSON.stringify(cached));
    const calls = countGeolocation();
    const location = await getVisitorLocation();
    expect(location?.city).toBe('Cached City');
    expect(calls).toHaveLength(0);
  });

  it('fetches and stores the record when the cache is empty or for another ip', async () => {
    window.localStorage.setItem(
      LOCATION_CACHE_KEY,
      JSON.stringify(visitorLocation('198.51.100.7')),
    );
    const calls = countGeolocation();
    const location = await getVisitorLocation();
    expect(calls).toEqual([DEFAULT_VISITOR_IP]);
    expect(location).toMatchObject({ ip: DEFAULT_VISITOR_IP, country_code: 'US' });
    expect(readCachedLocation()).toMatchObject({ ip: DEFAULT_VISITOR_IP, city: 'Austin' });
    expect(JSON.parse(window.localStorage.getItem(LOCATION_CACHE_KEY) ?? '{}')).toMatchObject({
      ip: DEFAULT_VISITOR_IP,
    });
  });

  it('looks the IP up once and shares the answer', async () => {
    let echoes = 0;
    server.use(
      mock.get('*/__ext/ipify', () => {
        echoes += 1;
        return HttpResponse.json({ ip: DEFAULT_VISITOR_IP });
      }),
    );
    const answers = await Promise.all([getVisitorIp(), getVisitorIp(), getVisitorLocation()]);
    expect(answers[0]).toBe(DEFAULT_VISITOR_IP);
    expect(answers[1]).toBe(DEFAULT_VISITOR_IP);
    expect(echoes).toBe(1);
  });

  it('resolves null when the IP-echo service fails, reports it once and stores nothing', async () => {
    server.use(mock.get('*/__ext/ipify', () => new HttpResponse(null, { status: 500 })));
    const calls = countGeolocation();
    await expect(getVisitorIp()).resolves.toBeNull();
    await expect(getVisitorLocation()).resolves.toBeNull();
    await expect(getVisitorIp()).resolves.toBeNull();
    expect(calls).toHaveLength(0);
    expect(locationWarnings()).toHaveLength(1);
    expect(window.localStorage.getItem(LOCATION_CACHE_KEY)).toBeNull();
  });

  it('resolves null when the geolocation service fails', async () => {
    server.use(mock.get('*/__ext/ipapi/:ip/json', () => new HttpResponse(null, { status: 503 })));
    await expect(getVisitorLocation()).resolves.toBeNull();
    expect(locationWarnings()).toHaveLength(1);
  });

  it('lets a guest browse when both location services are down', async () => {
    server.use(
      mock.get('*/__ext/ipify', () => HttpResponse.error()),
      mock.get('*/__ext/ipapi/:ip/json', () => HttpResponse.error()),
    );
    void getVisitorLocation();
    const { router } = renderRoute('/store');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Products' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.querySelector('header.site-header')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/store');
    expect(router.state.location.pathname).toBe('/store');
  });
});
