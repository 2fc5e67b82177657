import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatUsd, groupThousands } from './number-text';

/** A fixed sequence of amounts: whole dollars to thousandths, signs mixed, 0 to 10 million. */
const amounts = (count: number): number[] => {
  let seed = 44;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const size = Math.round(next() * 10 ** (1 + (i % 10))) / 1000;
    return i % 3 === 0 ? -size : size;
  });
};

describe('number text (en-US, without Intl)', () => {
  it('groups digits by thousands', () => {
    expect(groupThousands('1')).toBe('1');
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands('1234567')).toBe('1,234,567');
  });

  it('writes USD as Intl.NumberFormat does, including halves and amounts that round to zero', () => {
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      signDisplay: 'negative',
    });
    const edges = [0, -0, 1e-7, -1e-7, 0.005, -0.005, -0.004, 1.005, 2.675, 0.125, 999_999.995];
    for (const amount of [...edges, ...amounts(20_000)]) {
      expect(formatUsd(amount), String(amount)).toBe(usd.format(amount));
    }
  });

  it('writes counts as toLocaleString does', () => {
    for (const count of [0, 7, 999, 1000, 12_500, -4200, 1_234_567, 1.5, 1234.5678]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });

  it('builds no Intl.NumberFormat for money or whole counts', () => {
    const built = vi.spyOn(Intl, 'NumberFormat');
    const localized = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCount(12_500)).toBe('12,500');
    expect(built).not.toHaveBeenCalled();
    expect(localized).not.toHaveBeenCalled();
  });
});
