import { safeUrl } from '@/lib/safe-url';
import type { Testimonial } from '@/types/api';
import { FEEDBACK_TEXT } from './messages';

export type MediaKind = 'audio' | 'video';
export type Recording = { kind: MediaKind; src: string };

const MB = 1024 * 1024;

/** What each feedback upload accepts (spec part 2 §5: audio or video types only) and its limit. */
export const UPLOADS = {
  audio: {
    label: FEEDBACK_TEXT.voice,
    accept: ['audio/*'],
    maxSize: 10 * MB,
    hint: FEEDBACK_TEXT.voiceHint,
    typeError: FEEDBACK_TEXT.voiceType,
    sizeError: FEEDBACK_TEXT.voiceSize,
  },
  video: {
    label: FEEDBACK_TEXT.video,
    accept: ['video/*'],
    maxSize: 50 * MB,
    hint: FEEDBACK_TEXT.videoHint,
    typeError: FEEDBACK_TEXT.videoType,
    sizeError: FEEDBACK_TEXT.videoSize,
  },
} as const;

/**
 * The recordings a card offers (spec part 2 §2): audio when file_type is mp3, video when it is mp4,
 * both when both exist; each only with a usable URL (through safeUrl).
 */
export const recordingsOf = ({ file_type, audio, video }: Testimonial): Recording[] => {
  const type = (file_type ?? '').trim().toLowerCase();
  const audioSrc = safeUrl(audio);
  const videoSrc = safeUrl(video);
  const both = Boolean(audioSrc && videoSrc);
  const found: Recording[] = [];
  if (audioSrc && (type === 'mp3' || both)) found.push({ kind: 'audio', src: audioSrc });
  if (videoSrc && (type === 'mp4' || both)) found.push({ kind: 'video', src: videoSrc });
  return found;
};
