import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useDelayedFlag } from './use-delayed-flag';

describe('useDelayedFlag', () => {
  it('with no delay, is false through the first render and its effects, and true once a task has passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    onTestFinished(() => void vi.useRealTimers());
    // renderHook flushes the effects: a flip made in them would show here already.
    const { result } = renderHook(() => useDelayedFlag(true, 0));
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
    });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
  });
});
