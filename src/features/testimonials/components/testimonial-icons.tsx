import type { MediaKind } from '../media';

/** The card's stand-in portrait (no photos are collected): decorative. */
export function PlaceholderAvatar() {
  return (
    <svg
      className="testimonial-card__avatar"
      viewBox="0 0 64 64"
      width="72"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" fill="#f2cc8f" />
      <circle cx="32" cy="25" r="11" fill="#8a5a19" />
      <path d="M12 54c3-11 11-17 20-17s17 6 20 17a30 30 0 0 1-40 0z" fill="#8a5a19" />
    </svg>
  );
}

const PATHS: Record<MediaKind, string> = {
  // A microphone and a film camera.
  audio:
    'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-2.1a7 7 0 0 0 6-6.9z',
  video:
    'M4 6h11a2 2 0 0 1 2 2v2.5l4-2.5v8l-4-2.5V16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
};

/** The play button's picture; the button itself carries the name. */
export function MediaIcon({ kind }: { kind: MediaKind }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={PATHS[kind]} fill="currentColor" />
    </svg>
  );
}
