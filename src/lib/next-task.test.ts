import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the asking task and its microtasks', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve().then(() => order.push('asking task'));
    await waited;
    expect(order).toEqual(['microtask', 'asking task', 'next task']);
  });

  it('resolves its callers in the order they asked, one task each', async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => nextTask().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
    // A caller after the queue ran dry is served too (a new channel).
    await expect(nextTask()).resolves.toBeUndefined();
  });

  // A hidden page's timers run at most once a second: a task that waits for a timer would start
  // that much later. With the timers stopped, nextTask still resolves.
  it('does not wait for a timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'setImmediate'] });
    await expect(nextTask()).resolves.toBeUndefined();
  }, 2000);
});
