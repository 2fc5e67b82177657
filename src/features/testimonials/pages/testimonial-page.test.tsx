import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../../local-api/node';
import { seedTestimonials } from '../../../../local-api/seed/testimonials';
import { renderRoute, PAGE_READY } from '../../../../tests/utils/render';
import { gate } from '../../../../tests/utils/gate';
import { recordingsOf } from '../media';

const API = 'http://localhost:5013';
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

const carousel = () => screen.findByRole('region', { name: 'Testimonials' }, PAGE_READY);

/** The card (figure) whose caption is `name`. */
const cardOf = async (name: string) => {
  const caption = await within(await carousel()).findByText(name, { selector: 'figcaption' });
  return caption.closest('figure') as HTMLElement;
};

describe('/testimonial', () => {
  it('shows every testimonial: avatar, description, stars read as "x out of 5 stars", name', async () => {
    renderRoute('/testimonial');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Testimonials' }, PAGE_READY),
    ).toBeInTheDocument();
    for (const { description, rating, name } of seedTestimonials()) {
      const card = await cardOf(name ?? 'Anonymous');
      expect(within(card).getByText(description)).toBeInTheDocument();
      expect(
        within(card).getByRole('img', { name: `${rating} out of 5 stars` }),
      ).toBeInTheDocument();
      expect(card.querySelector('svg.testimonial-card__avatar')).toHaveAttribute(
        'aria-hidden',
        'true',
      );
    }
  });

  it("calls a testimonial without a name 'Anonymous'", async () => {
    server.use(
      http.get('*/testimonials/list', () =>
        HttpResponse.json([
          { description: 'No name at all', rating: 3 },
          { description: 'Blank name', rating: '2.5', name: '  ' },
        ]),
      ),
    );
    renderRoute('/testimonial');
    const region = await carousel();
    expect(
      await within(region).findAllByText('Anonymous', { selector: 'figcaption' }),
    ).toHaveLength(2);
    expect(within(region).getByRole('img', { name: '2.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('offers audio for mp3, video for mp4, both when both exist, nothing for text only', async () => {
    renderRoute('/testimonial');
    const buttonsOf = async (name: string) =>
      within(await cardOf(name))
        .queryAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(await buttonsOf('James T.')).toEqual(['Play the voice testimonial from James T.']);
    expect(await buttonsOf('Priya S.')).toEqual(['Play the video testimonial from Priya S.']);
    expect(await buttonsOf('Linda K.')).toEqual([
      'Play the voice testimonial from Linda K.',
      'Play the video testimonial from Linda K.',
    ]);
    expect(await buttonsOf('Maria G.')).toEqual([]);
  });

  it('plays a voice testimonial in a dialog (URL through safeUrl) and gives the focus back on close', async () => {
    const { user } = renderRoute('/testimonial');
    const play = within(await cardOf('James T.')).getByRole('button', {
      name: 'Play the voice testimonial from James T.',
    });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'Voice testimonial from James T.' });
    const audio = dialog.querySelector('audio');
    expect(audio).toHaveAttribute('src', `${API}/media/testimonial-voice.mp3`);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveTextContent('Your browser does not support the audio element.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(play).toHaveFocus();
  });

  it("plays a video testimonial with the video tag's fallback text", async () => {
    const { user } = renderRoute('/testimonial');
    await user.click(
      within(await cardOf('Priya S.')).getByRole('button', {
        name: 'Play the video testimonial from Priya S.',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Video testimonial from Priya S.' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('src', `${API}/media/testimonial-2.mp4`);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveTextContent('Your browser does not support the video tag.');
  });

  it('says so in the dialog when the recording cannot be loaded (a 404 media file)', async () => {
    const { user } = renderRoute('/testimonial');
    await user.click(
      within(await cardOf('Linda K.')).getByRole('button', {
        name: 'Play the video testimonial from Linda K.',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Video testimonial from Linda K.' });
    fireEvent.error(dialog.querySelector('video') as HTMLVideoElement);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This recording cannot be played right now. Please try again later.',
    );
    expect(dialog.querySelector('video')).toBeNull();
  });

  it('is a carousel with previous, next and pause controls', async () => {
    renderRoute('/testimonial');
    await carousel();
    expect(
      await screen.findByRole('button', { name: 'Previous Testimonials slide' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Testimonials slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Testimonials carousel' })).toBeInTheDocument();
  });

  it('does not autoplay (no pause control) when the user prefers reduced motion', async () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    renderRoute('/testimonial');
    expect(
      await screen.findByRole('button', { name: 'Next Testimonials slide' }, PAGE_READY),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pause .* carousel/ })).not.toBeInTheDocument();
  });

  it('links to the feedback form', async () => {
    renderRoute('/testimonial');
    expect(
      await screen.findByRole('link', { name: 'Share your feedback' }, PAGE_READY),
    ).toHaveAttribute('href', '/submit-your-feedback');
  });

  it('shows a loading state, then an empty state when there are none', async () => {
    const held = gate();
    server.use(
      http.get('*/testimonials/list', async () => {
        await held.opened;
        return HttpResponse.json([]);
      }),
    );
    renderRoute('/testimonial');
    expect(await screen.findByText('Loading testimonials...', {}, PAGE_READY)).toBeInTheDocument();
    held.open();
    expect(
      await screen.findByText('No testimonials yet. Be the first to share your experience!'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading testimonials...')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Testimonials' })).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and Retry loads them', async () => {
    let calls = 0;
    server.use(
      http.get('*/testimonials/list', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    const { user } = renderRoute('/testimonial');
    const alert = await screen.findByRole('alert', {}, PAGE_READY);
    expect(alert).toHaveTextContent('The testimonials could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await cardOf('Maria G.')).toBeInTheDocument();
  });
});

describe('recordingsOf', () => {
  const base = { description: 'x', rating: 5 };

  it('needs a usable URL: no javascript: or empty sources', () => {
    expect(recordingsOf({ ...base, file_type: 'mp3', audio: 'javascript:alert(1)' })).toEqual([]);
    expect(recordingsOf({ ...base, file_type: 'mp4', video: '' })).toEqual([]);
  });

  it('follows file_type for one recording and shows both when both exist', () => {
    expect(recordingsOf({ ...base, file_type: 'mp4', audio: '/a.mp3' })).toEqual([]);
    expect(recordingsOf({ ...base, file_type: 'MP3', audio: '/a.mp3' })).toEqual([
      { kind: 'audio', src: '/a.mp3' },
    ]);
    expect(recordingsOf({ ...base, file_type: null, audio: '/a.mp3', video: '/v.mp4' })).toEqual([
      { kind: 'audio', src: '/a.mp3' },
      { kind: 'video', src: '/v.mp4' },
    ]);
  });
});
