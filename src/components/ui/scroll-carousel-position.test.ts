import { describe, expect, it } from 'vitest';
import { nextScrollLeft } from './scroll-carousel-position';

// Four slides 300 px wide with 16 px gaps in a 616 px row (two in view): the row scrolls 632 px.
const starts = [0, 316, 632, 948];
const max = 632;

describe('nextScrollLeft', () => {
  it('moves to the next slide start, then to the end', () => {
    expect(nextScrollLeft(starts, 0, max, 1)).toBe(316);
    expect(nextScrollLeft(starts, 316, max, 1)).toBe(632);
    // Between two starts (a swipe that stopped short): the next start, not the one behind.
    expect(nextScrollLeft(starts, 100, max, 1)).toBe(316);
  });

  it('goes round to the start from the end, and to the end from the start', () => {
    expect(nextScrollLeft(starts, max, max, 1)).toBe(0);
    expect(nextScrollLeft(starts, 0, max, -1)).toBe(max);
  });

  it('moves to the previous slide start', () => {
    expect(nextScrollLeft(starts, 632, max, -1)).toBe(316);
    expect(nextScrollLeft(starts, 316, max, -1)).toBe(0);
    expect(nextScrollLeft(starts, 400, max, -1)).toBe(316);
  });

  it('takes a position a fraction of a pixel off an edge as that edge', () => {
    expect(nextScrollLeft(starts, 631.6, max, 1)).toBe(0);
    expect(nextScrollLeft(starts, 315.5, max, 1)).toBe(632);
    expect(nextScrollLeft(starts, 0.4, max, -1)).toBe(max);
  });

  it('stays where it is when the row does not scroll', () => {
    expect(nextScrollLeft([0, 316], 0, 0, 1)).toBe(0);
    expect(nextScrollLeft([0, 316], 0, 0.5, -1)).toBe(0);
  });
});
