import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../local-api/node';
import { gate } from '../../../../tests/utils/gate';
import { renderRoute } from '../../../../tests/utils/render';

const sectionOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;

describe('/videos', () => {
  it('shows a titled section per video, anchored by the video id, and no player before a click', async () => {
    renderRoute('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    const harvest = await sectionOf('How We Harvest Apricot Seeds');
    expect(harvest).toHaveAttribute('id', '1');
    expect((await sectionOf('Cracking Apricot Kernels at Home')).id).toBe('2');
    expect((await sectionOf('Making AP Fuel Mushroom Coffee')).id).toBe('3');
    expect((await sectionOf('A Walk Through the Orchard')).id).toBe('4');
    // Privacy: no third-party frame until the visitor asks for one, and no poster from the host
    // either: a local poster shows the title.
    expect(document.querySelector('iframe')).toBeNull();
    expect(harvest.querySelector('img')).toBeNull();
    expect(harvest.querySelector('.video-poster')).toHaveTextContent(
      'How We Harvest Apricot Seeds',
    );
    const urls = Array.from(document.querySelectorAll('[src], [srcset], [poster], [href]')).flatMap(
      (element) =>
        ['src', 'srcset', 'poster', 'href'].map((name) => element.getAttribute(name) ?? ''),
    );
    expect(urls.join(' ')).not.toMatch(/ytimg|youtube|vimeo|google/);
    expect(
      within(harvest).getByText('The YouTube player loads only when you press play.'),
    ).toBeInTheDocument();
  });

  it('loads the YouTube player from youtube-nocookie only after the play button, and focuses it', async () => {
    const { user } = renderRoute('/videos');
    const section = await sectionOf('Making AP Fuel Mushroom Coffee');
    const play = within(section).getByRole('button', {
      name: 'Play video: Making AP Fuel Mushroom Coffee',
    });
    await user.click(play);
    const frame = section.querySelector('iframe');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(frame).toHaveAttribute('title', 'Making AP Fuel Mushroom Coffee');
    await waitFor(() => expect(frame).toHaveFocus());
    // Only that one player loaded.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('embeds Vimeo from player.vimeo.com after the click, with a poster panel before it', async () => {
    const { user } = renderRoute('/videos');
    const section = await sectionOf('A Walk Through the Orchard');
    expect(section.querySelector('iframe, img')).toBeNull();
    expect(
      within(section).getByText('The Vimeo player loads only when you press play.'),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: /^Play video/ }));
    expect(section.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('plays other links as mp4 with controls, and says so when the file cannot load', async () => {
    renderRoute('/videos');
    const section = await sectionOf('Cracking Apricot Kernels at Home');
    const video = section.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('controls');
    expect(video.getAttribute('src')).toMatch(/\/media\/cracking-kernels\.mp4$/);
    fireEvent.error(video);
    expect(
      await within(section).findByText(
        'This video cannot be played right now. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(section.querySelector('video')).toBeNull();
  });

  it('scrolls to /videos#{id} once that section has rendered', async () => {
    const scrollIntoView = vi.fn();
    // jsdom has no scrollIntoView; the layout's hash scroll calls it on the target element.
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
    try {
      // The answer comes after the page has rendered its loading state: the scroll waits for it.
      const answer = gate();
      server.use(
        http.get('*/slider/videos', async () => {
          await answer.opened;
          return undefined;
        }),
      );
      renderRoute('/videos#3');
      expect(await screen.findByText('Loading videos...')).toBeInTheDocument();
      answer.open();
      const section = await sectionOf('Making AP Fuel Mushroom Coffee');
      await waitFor(() => expect(scrollIntoView.mock.contexts).toContain(section));
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('never embeds or plays an unsafe link', async () => {
    server.use(
      http.get('*/slider/videos', () =>
        HttpResponse.json([{ id: 9, title: 'Evil', link: 'javascript:alert(1)' }]),
      ),
    );
    renderRoute('/videos');
    const section = await sectionOf('Evil');
    expect(within(section).getByText('This video is not available.')).toBeInTheDocument();
    expect(section.querySelector('video, iframe, a')).toBeNull();
  });

  it('says when there are no videos', async () => {
    server.use(http.get('*/slider/videos', () => HttpResponse.json([])));
    renderRoute('/videos');
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/slider/videos', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    const { user } = renderRoute('/videos');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the videos. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await sectionOf('How We Harvest Apricot Seeds')).toBeInTheDocument();
  });
});
