import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdleAfterLoad } from './use-idle-after-load';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });

describe('useIdleAfterLoad', () => {
  afterEach(() => {
    setReadyState('complete');
    vi.unstubAllGlobals();
  });

  it('turns true at the first idle moment once the page has loaded, not before', () => {
    const idleCallbacks: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
      idleCallbacks.push(callback),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    setReadyState('loading');
    const { result } = renderHook(() => useIdleAfterLoad());

    expect(idleCallbacks).toHaveLength(0);
    act(() => {
      setReadyState('complete');
      window.dispatchEvent(new Event('load'));
    });
    expect(idleCallbacks).toHaveLength(1);
    expect(result.current).toBe(false);

    act(() => idleCallbacks[0]({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('falls back to a timer where there is no requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result } = renderHook(() => useIdleAfterLoad());
    await vi.waitFor(() => expect(result.current).toBe(true));
  });

  it('cancels its idle callback when the component goes away first', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { unmount } = renderHook(() => useIdleAfterLoad());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
