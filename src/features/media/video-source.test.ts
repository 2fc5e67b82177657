import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it.each([
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://m.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])('embeds %s from youtube-nocookie, with no poster from YouTube', (link) => {
    expect(videoSource(link)).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc'])(
    'embeds %s from player.vimeo.com',
    (link) => {
      expect(videoSource(link)).toEqual({
        kind: 'vimeo',
        id: '76979871',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
      });
    },
  );

  it('plays other http(s) and relative links as files', () => {
    expect(videoSource('http://localhost:5013/media/a.mp4')).toEqual({
      kind: 'file',
      url: 'http://localhost:5013/media/a.mp4',
    });
    expect(videoSource('/media/a.mp4')).toEqual({ kind: 'file', url: '/media/a.mp4' });
  });

  it.each([
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'mailto:a@b.c',
    '',
    null,
    'https://www.youtube.com/watch',
    'https://www.youtube.com/embed/<script>',
    'https://vimeo.com/about',
  ])('gives nothing to play for %s', (link) => {
    expect(videoSource(link)).toEqual({ kind: 'none' });
  });

  it('judges the host, not the path: a look-alike is a plain file, never an embed', () => {
    expect(videoSource('https://evil.example/youtube.com/embed/dQw4w9WgXcQ').kind).toBe('file');
    expect(videoSource('https://notyoutube.com/embed/dQw4w9WgXcQ').kind).toBe('file');
  });
});
