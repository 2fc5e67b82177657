import { safeUrl } from '@/lib/safe-url';

/**
 * What a /slider/videos link is: a YouTube or Vimeo video (embedded, player loaded on click only) or
 * a file that plays in <video> (spec: "other links play as mp4"). Unsafe links are 'none'. Embeds carry
 * no poster URL on purpose: the host's thumbnail would reach its servers before Play.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string }
  | { kind: 'none' };

const YOUTUBE_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'youtu.be'];
const VIMEO_HOSTS = ['vimeo.com'];
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{3,12}$/;

const onHost = (host: string, domains: string[]): boolean =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`));

const parse = (link: string): URL | null => {
  try {
    return new URL(link);
  } catch {
    return null;
  }
};

/** youtu.be/ID, /watch?v=ID, /embed/ID, /shorts/ID, /live/ID. */
const youtubeId = (url: URL): string | undefined => {
  const parts = url.pathname.split('/').filter(Boolean);
  const candidate = url.hostname.endsWith('youtu.be')
    ? parts[0]
    : (url.searchParams.get('v') ??
      (['embed', 'shorts', 'live', 'v'].includes(parts[0]) ? parts[1] : undefined));
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
};

/** vimeo.com/ID, vimeo.com/channels/x/ID, player.vimeo.com/video/ID: the last numeric segment. */
const vimeoId = (url: URL): string | undefined =>
  url.pathname
    .split('/')
    .filter((part) => VIMEO_ID.test(part))
    .at(-1);

export const videoSource = (link: string | null | undefined): VideoSource => {
  const safe = safeUrl(link);
  if (!safe) return { kind: 'none' };
  const url = parse(safe);
  const host = url?.hostname.toLowerCase() ?? '';
  if (url && onHost(host, YOUTUBE_HOSTS)) {
    const id = youtubeId(url);
    if (!id) return { kind: 'none' };
    return {
      kind: 'youtube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
    };
  }
  if (url && onHost(host, VIMEO_HOSTS)) {
    const id = vimeoId(url);
    if (!id) return { kind: 'none' };
    return { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1` };
  }
  // Relative paths and http(s) files play in <video>; mailto: and tel: are no video.
  if (url && !['http:', 'https:'].includes(url.protocol)) return { kind: 'none' };
  return { kind: 'file', url: safe };
};
