import { act, renderHook, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadOnDemand, useOnDemand } from './use-on-demand';

const Part: ComponentType<object> = () => null;

/** Resolves after the browser's next frame and the task after it (afterNextPaint's timing). */
const pastNextPaint = () =>
  act(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );

describe('useOnDemand', () => {
  it('loads nothing while the part is not wanted, and loads it once when it is', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(load, wanted), {
      initialProps: { wanted: false },
    });
    await pastNextPaint();
    expect(load).not.toHaveBeenCalled();
    expect(result.current.component).toBeUndefined();

    rerender({ wanted: true });
    await waitFor(() => expect(result.current.component).toBe(Part));
    rerender({ wanted: true });
    await pastNextPaint();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('preloadOnDemand', () => {
  it('lets a part loaded ahead render as soon as it is wanted, without another download', async () => {
    const load = vi.fn(() => Promise.resolve(Part));
    preloadOnDemand(load);
    await act(() => Promise.resolve());
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(load, wanted), {
      initialProps: { wanted: false },
    });
    expect(result.current.component).toBeUndefined();

    rerender({ wanted: true });
    expect(result.current.component).toBe(Part);
    await pastNextPaint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the hook, which asks again and reports its own failure', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    preloadOnDemand(load);
    const { result } = renderHook(() => useOnDemand(load, true));
    expect(result.current.component).toBeUndefined();
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
