import { act, renderHook, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

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
