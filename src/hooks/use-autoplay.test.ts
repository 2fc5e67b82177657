import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplay } from './use-autoplay';

const DELAY = 3000;
const OriginalIntersectionObserver = window.IntersectionObserver;

/** The hook on a detached element with a child, and what it has advanced. */
const setUp = ({ enabled = true } = {}) => {
  const element = document.createElement('div');
  const child = document.createElement('button');
  element.append(child);
  document.body.append(element);
  const advance = vi.fn();
  const hook = renderHook(
    ({ on }: { on: boolean }) => useAutoplay({ current: element }, advance, on, DELAY),
    { initialProps: { on: enabled } },
  );
  return { element, child, advance, hook };
};

describe('useAutoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    window.IntersectionObserver = OriginalIntersectionObserver;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('advances once every delay while enabled', () => {
    const { advance } = setUp();
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2 * DELAY));
    expect(advance).toHaveBeenCalledTimes(3);
  });

  it('never advances when not enabled, and stops when disabled', () => {
    const { advance, hook } = setUp({ enabled: false });
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    hook.rerender({ on: true });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
    hook.rerender({ on: false });
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('holds while a mouse hovers, and starts the full delay again when it leaves', () => {
    const { element, advance } = setUp();
    act(() => vi.advanceTimersByTime(DELAY - 100));
    fireEvent.pointerEnter(element, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(5 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    fireEvent.pointerLeave(element, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('holds while a finger rests on it, whether the touch ends in a tap or a swipe', () => {
    const { element, advance } = setUp();
    fireEvent.pointerDown(element, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(5 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    fireEvent.pointerCancel(element, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
    fireEvent.pointerDown(element, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(5 * DELAY));
    fireEvent.pointerUp(element, { pointerType: 'touch' });
    expect(advance).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(2);
  });

  it('ignores a mouse press (the buttons inside are clicked with it)', () => {
    const { element, advance } = setUp();
    fireEvent.pointerDown(element, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('holds while the focus is inside, until it leaves the element', () => {
    const { element, child, advance } = setUp();
    const outside = document.createElement('input');
    document.body.append(outside);
    fireEvent.focusIn(child);
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    // Focus moving within the element keeps the hold.
    fireEvent.focusOut(child, { relatedTarget: element });
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    fireEvent.focusOut(child, { relatedTarget: outside });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('plays again when enabled again, with the focus still inside (the Play press)', () => {
    const { child, advance, hook } = setUp();
    fireEvent.focusIn(child);
    hook.rerender({ on: false });
    hook.rerender({ on: true });
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('starts the full delay again after a scroll inside ends', () => {
    const { child, advance } = setUp();
    act(() => vi.advanceTimersByTime(DELAY - 100));
    fireEvent(child, new Event('scrollend'));
    act(() => vi.advanceTimersByTime(DELAY - 1));
    expect(advance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('holds while the page is hidden', () => {
    const { advance } = setUp();
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    fireEvent(document, new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    hidden.mockReturnValue(false);
    fireEvent(document, new Event('visibilitychange'));
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('holds while out of the viewport', () => {
    let report: IntersectionObserverCallback = () => undefined;
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const { advance } = setUp();
    const inView = (isIntersecting: boolean) =>
      act(() =>
        report(
          [{ isIntersecting } as IntersectionObserverEntry],
          {} as unknown as IntersectionObserver,
        ),
      );
    inView(false);
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
    inView(true);
    act(() => vi.advanceTimersByTime(DELAY));
    expect(advance).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const { advance, hook } = setUp();
    hook.unmount();
    act(() => vi.advanceTimersByTime(3 * DELAY));
    expect(advance).not.toHaveBeenCalled();
  });
});
