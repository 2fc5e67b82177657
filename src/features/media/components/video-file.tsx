import { useState } from 'react';
import { MEDIA_TEXT } from '../messages';

/** A non-host link plays as mp4 with the browser's controls; a file that fails to load says so. */
export function VideoFile({ title, url }: { title: string; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="video-frame video-frame--message">
        <p className="mb-0">{MEDIA_TEXT.fileFailed}</p>
      </div>
    );
  }
  return (
    <div className="video-frame">
      <video
        src={url}
        controls
        preload="metadata"
        playsInline
        width={640}
        height={360}
        aria-label={title}
        className="video-frame__media"
        onError={() => setFailed(true)}
        // A prerendered player may fail before the app hydrates it, when no handler listens yet.
        ref={(video) => {
          if (video?.error) setFailed(true);
        }}
      >
        {MEDIA_TEXT.noVideoSupport}
      </video>
    </div>
  );
}
