import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { server } from '../../../local-api/node';
import { DEFAULT_VISITOR_IP, visitorLocation } from '../../../local-api/handlers/external';
import { setConsentRegion } from '@/lib/consent';
import { PrivacyChoices } from './index';

describe('the privacy banner and the prerendered page', () => {
  it('is in neither the prerendered HTML nor the hydrating render, and shows once hydrated', async () => {
    server.use(
      http.get('*/__ext/ipapi/:ip/json', () =>
        HttpResponse.json({ ...visitorLocation(DEFAULT_VISITOR_IP), in_eu: true }),
      ),
    );
    const html = renderToString(<PrivacyChoices />);
    expect(html).toBe('');

    // The visitor is already known to be asked: still, the hydrating render must match the HTML.
    setConsentRegion('ask');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: Root | undefined;
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <PrivacyChoices />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(await screen.findByRole('region', { name: 'Your privacy choices' })).toBeVisible();
    expect(mismatches).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
