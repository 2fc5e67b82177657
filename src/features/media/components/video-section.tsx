import type { Video } from '@/types/api';
import { MEDIA_TEXT } from '../messages';
import { videoSource } from '../video-source';
import { VideoEmbed } from './video-embed';
import { VideoFile } from './video-file';

/** One titled section per video; its element id is the video id, the target of /videos#{id}. */
export function VideoSection({ video }: { video: Video }) {
  const title = video.title.trim() || MEDIA_TEXT.untitled;
  const source = videoSource(video.link);
  const headingId = `video-${video.id}-title`;
  return (
    <section id={String(video.id)} aria-labelledby={headingId} className="video-section mb-5">
      <h2 id={headingId} className="h4 mb-3">
        {title}
      </h2>
      {source.kind === 'youtube' || source.kind === 'vimeo' ? (
        <VideoEmbed title={title} source={source} />
      ) : source.kind === 'file' ? (
        <VideoFile title={title} url={source.url} />
      ) : (
        <div className="video-frame video-frame--message">
          <p className="mb-0">{MEDIA_TEXT.unavailable}</p>
        </div>
      )}
    </section>
  );
}
