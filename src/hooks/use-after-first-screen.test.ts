import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstScreen } from './use-after-first-screen';

describe('useAfterFirstScreen', () => {
  let frames: Map<number, FrameRequestCallback>;
  let idleCallbacks: IdleRequestCallback[];
  const runFrame = () =>
    act(() => {
      const due = [...frames.values()];
      frames.clear();
      due.forEach((frame) => frame(0));
    });
  const runIdle = () =>
    act(() =>
      idleCallbacks
        .splice(0)
        .forEach((idle) => idle({ didTimeout: false, timeRemaining: () => 9 })),
    );

  beforeEach(() => {
    frames = new Map();
    idleCallbacks = [];
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let lastFrame = 0;
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
      lastFrame += 1;
      frames.set(lastFrame, frame);
      return lastFrame;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
    vi.stubGlobal('requestIdleCallback', (idle: IdleRequestCallback) => idleCallbacks.push(idle));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays false while the first screen is not ready, however long the page is idle', () => {
    const { result } = renderHook(() => useAfterFirstScreen(false));
    runFrame();
    act(() => vi.runAllTimers());
    runIdle();
    expect(frames.size).toBe(0);
    expect(idleCallbacks).toHaveLength(0);
    expect(result.current).toBe(false);
  });

  it('turns true after the ready first screen has been painted and the browser is idle', () => {
    const { result, rerender } = renderHook(({ ready }) => useAfterFirstScreen(ready), {
      initialProps: { ready: false },
    });
    rerender({ ready: true });
    expect(result.current).toBe(false);

    runFrame();
    expect(idleCallbacks).toHaveLength(0);
    act(() => vi.runAllTimers());
    expect(result.current).toBe(false);

    runIdle();
    expect(result.current).toBe(true);

    rerender({ ready: false });
    expect(result.current).toBe(true);
  });

  it('schedules nothing more once the component is gone', () => {
    const { unmount } = renderHook(() => useAfterFirstScreen(true));
    unmount();
    runFrame();
    act(() => vi.runAllTimers());
    expect(idleCallbacks).toHaveLength(0);
  });
});
