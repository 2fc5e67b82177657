/** Spec part 1 §9: every carousel autoplays every 3000 ms and loops. */
export const AUTOPLAY_DELAY_MS = 3000;
