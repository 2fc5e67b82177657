import { useEffect, useRef, useState } from 'react';
import type { VideoSource } from '../video-source';
import { MEDIA_TEXT } from '../messages';

type EmbedSource = Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>;

const HOST_NAMES: Record<EmbedSource['kind'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * Privacy-friendly embed: a local poster (the title on a neutral panel, no host thumbnail) and a real
 * play button; nothing is requested from the host until the click loads its player (youtube-nocookie /
 * player.vimeo.com), which then takes the focus.
 */
export function VideoEmbed({ title, source }: { title: string; source: EmbedSource }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="video-frame">
        <iframe
          ref={frame}
          src={source.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="video-frame__media"
        />
      </div>
    );
  }

  return (
    <div className="video-frame video-poster">
      <div className="video-poster__overlay">
        {/* The section's heading names the video for assistive technology; this is the poster's picture. */}
        <p className="video-poster__title mb-0" aria-hidden="true">
          {title}
        </p>
        <button
          type="button"
          className="video-poster__play"
          aria-label={`${MEDIA_TEXT.play}: ${title}`}
          onClick={() => setPlaying(true)}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M8 5v14l11-7z" fill="currentColor" />
          </svg>
          <span>{MEDIA_TEXT.play}</span>
        </button>
        <p className="video-poster__note mb-0">{MEDIA_TEXT.embedNote(HOST_NAMES[source.kind])}</p>
      </div>
    </div>
  );
}
