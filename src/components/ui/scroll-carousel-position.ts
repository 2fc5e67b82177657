/**
 * Where a carousel scrolls to for the next (1) or previous (-1) slide: the next slide start past the
 * current position, the end after the last, and round again (the spec's looping): past the end to the
 * start, before the start to the end. `starts` are the slides' left edges inside the track.
 */
export const nextScrollLeft = (
  starts: readonly number[],
  current: number,
  max: number,
  direction: 1 | -1,
): number => {
  // Sub-pixel slack: a scroll position may land a fraction off a slide's edge.
  const slack = 1;
  if (max <= slack) return current;
  if (direction === 1) {
    if (current >= max - slack) return 0;
    const next = starts.find((start) => start > current + slack);
    return Math.min(next ?? max, max);
  }
  if (current <= slack) return max;
  const before = starts.filter((start) => start < current - slack);
  return Math.max(before[before.length - 1] ?? 0, 0);
};
