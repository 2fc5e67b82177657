import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Recording } from '../media';
import { TESTIMONIAL_TEXT } from '../messages';

export type Playing = { recording: Recording; name: string };

export type MediaPlayerDialogProps = {
  playing: Playing | null;
  onHide: () => void;
};

/** The player itself; a recording that cannot load (a 404, an unknown format) says so instead. */
function Player({ recording }: { recording: Recording }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p role="alert" className="alert alert-warning mb-0">
        {TESTIMONIAL_TEXT.mediaUnavailable}
      </p>
    );
  }
  return recording.kind === 'audio' ? (
    <audio controls src={recording.src} className="w-100" onError={() => setFailed(true)}>
      {TESTIMONIAL_TEXT.audioFallback}
    </audio>
  ) : (
    <video controls src={recording.src} className="w-100" onError={() => setFailed(true)}>
      {TESTIMONIAL_TEXT.videoFallback}
    </video>
  );
}

/** The modal player (spec part 2 §4: opens on an icon click, closes on dismiss; focus goes back). */
export function MediaPlayerDialog({ playing, onHide }: MediaPlayerDialogProps) {
  const heading = playing
    ? playing.recording.kind === 'audio'
      ? TESTIMONIAL_TEXT.audioHeading(playing.name)
      : TESTIMONIAL_TEXT.videoHeading(playing.name)
    : undefined;
  return (
    <Modal show={playing !== null} onHide={onHide} heading={heading} size="lg" variant="custom">
      {/* Keyed by the source: another recording starts with a fresh player and no old failure. */}
      {playing && <Player key={playing.recording.src} recording={playing.recording} />}
    </Modal>
  );
}
