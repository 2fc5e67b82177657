import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '@/config/env';
import { resolveSettings } from '@/config/settings';
import { server } from '../../../../local-api/node';
import { renderRoute } from '../../../../tests/utils/render';

// The build as a shop would configure it: VITE_STATIC_PAGE_IDS moves auto-ship and about.
vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<{ env: Env }>();
  const { staticPageIds } = resolveSettings({
    VITE_STATIC_PAGE_IDS: '{"autoship": {"content": 77, "meta": 78}, "about": 40}',
  });
  return { env: { ...env, staticPageIds } };
});

describe('static page ids from VITE_STATIC_PAGE_IDS', () => {
  it('asks the content service for the configured ids', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/content/77', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ title: 'Auto-Ship Club', description: '<p>Moved page.</p>' });
      }),
      http.get('*/pages/tags/78', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json([{ PageShowMETA: 1, PageMetaTitle: 'Auto-Ship Club | Shop' }]);
      }),
    );
    renderRoute('/autoship');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auto-Ship Club' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Moved page.')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['/content/77', '/pages/tags/78']);
  });

  it('uses one id for both lookups when the override gives a number', async () => {
    renderRoute('/About');
    // Content id 40 is the return policy's text in the local API.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Return Policy' }),
    ).toBeInTheDocument();
  });
});
