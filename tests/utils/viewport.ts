import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

type Watch = { callback: IntersectionObserverCallback; target: Element };

/**
 * Puts a controlled IntersectionObserver in place (nothing nears the viewport by itself, as on a
 * long page) and returns `bringNear(element)`: the watches on the element, or on anything inside
 * it, are told it nears the viewport, as a scroll would; `watching(element)` lists those watches.
 * Call it in a `beforeEach` (or the test), with `vi.unstubAllGlobals()` after.
 */
export const controlViewport = () => {
  const watches: Watch[] = [];
  class ControlledObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      watches.push({ callback: this.callback, target });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', ControlledObserver);

  /** The watches on the element or inside it. */
  const watching = (element: Element) =>
    watches.filter(({ target }) => element === target || element.contains(target));
  const bringNear = async (element: Element) => {
    // A part starts watching in an effect, which may follow the commit that showed it.
    await waitFor(() => expect(watching(element).length).toBeGreaterThan(0));
    act(() =>
      watching(element).forEach(({ callback, target }) =>
        callback(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
    );
  };
  return { bringNear, watching };
};
