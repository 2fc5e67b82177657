// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canRedeem, pointsBalance, pointsForPurchase, referrerEarns } from './points';

describe('points rules', () => {
  it('gives 5 points per whole dollar spent', () => {
    expect(pointsForPurchase(100)).toBe(500);
    expect(pointsForPurchase(10.99)).toBe(50);
    expect(pointsForPurchase(0.99)).toBe(0);
    expect(pointsForPurchase(-20)).toBe(0);
    expect(pointsForPurchase(Number.NaN)).toBe(0);
  });

  it('counts approved rows only and compares against the reward price', () => {
    const balance = pointsBalance([
      { points: 100, status: 1 },
      { points: 400, status: 0 },
      { points: -50, status: 1 },
    ]);
    expect(balance).toBe(50);
    expect(canRedeem(balance, 50)).toBe(true);
    expect(canRedeem(balance, 51)).toBe(false);
  });

  it('rewards the referrer only when the friend spends over $39', () => {
    expect(referrerEarns(39)).toBe(0);
    expect(referrerEarns(39.01)).toBe(1000);
  });
});
