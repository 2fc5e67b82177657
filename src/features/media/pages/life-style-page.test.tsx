import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { renderRoute } from '../../../../tests/utils/render';

const thumbnails = () =>
  within(screen.getByRole('main')).getAllByRole('button', { name: /^Life style photo/ });

describe('/life-style', () => {
  it('shows the gallery: lazy images with width, height and alt text', async () => {
    renderRoute('/life-style');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Life Style' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    const first = within(thumbnails()[0]).getByRole('img', { name: 'Life style photo 1 of 12' });
    expect(first.getAttribute('src')).toMatch(/\/images\/gallery\/orchard\.svg$/);
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('width', '400');
    expect(first).toHaveAttribute('height', '300');
  });

  it('opens the enlarged picture; arrows and buttons move, Escape closes and focus returns', async () => {
    const { user } = renderRoute('/life-style');
    await waitFor(() => expect(thumbnails()).toHaveLength(12));
    const opener = thumbnails()[1];
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Life Style' });
    const shown = () => within(dialog).getByRole('img');
    expect(shown()).toHaveAccessibleName('Life style photo 2 of 12');
    expect(shown().getAttribute('src')).toMatch(/\/images\/gallery\/seeds\.svg$/);
    expect(within(dialog).getByText('Image 2 of 12')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Life style photo 3 of 12');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Life style photo 1 of 12');
    // Wraps around both ways.
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('Image 12 of 12')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(shown()).toHaveAccessibleName('Life style photo 1 of 12');
    await user.click(within(dialog).getByRole('button', { name: 'Previous image' }));
    expect(shown()).toHaveAccessibleName('Life style photo 12 of 12');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with the Close button too, and keeps out unsafe image URLs', async () => {
    server.use(
      http.get('*/gallery', () =>
        HttpResponse.json([
          { image: 'javascript:alert(1)' },
          { image: '/images/gallery/oil.svg', image_url: 'javascript:alert(2)' },
        ]),
      ),
    );
    const { user } = renderRoute('/life-style');
    await waitFor(() => expect(thumbnails()).toHaveLength(1));
    await user.click(thumbnails()[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Life Style' });
    // The unsafe enlarged URL falls back to the thumbnail.
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/gallery/oil.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(thumbnails()[0]).toHaveFocus());
  });

  it('says when there are no images', async () => {
    server.use(http.get('*/gallery', () => HttpResponse.json([])));
    renderRoute('/life-style');
    expect(await screen.findByText('No images yet.')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    server.use(http.get('*/gallery', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/life-style');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the gallery. Please try again.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
