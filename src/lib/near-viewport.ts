/** When a part's code loads: once its element nears the viewport (or is above it), or `now()`. */
export type NearViewport = {
  /** Resolves once the element nears the viewport, or `now()` was called. */
  reached: () => Promise<void>;
  /**
   * Ends the wait: the part's Suspense fallback calls it as it shows. React shows that fallback
   * only where it renders the part anew instead of hydrating it (an answer changed first), and
   * the part's content must not then wait for a scroll.
   */
  now: () => void;
  /** Stops watching (the part is gone); `reached` then stays pending. */
  cancel: () => void;
};

/**
 * The one watch for a part whose code can wait until it is about to be seen, or (a part not in the
 * HTML) until the visitor moves through the page with Tab (docs/performance.md):
 * `target` is its element, or for a prerendered part the selector of its HTML, which shows
 * meanwhile (React hydrates it when the code is in). `reached` resolves at once where there is no
 * such element (the build, a page the app renders after a navigation) or no IntersectionObserver.
 * `margin`: how far below the viewport counts as near.
 */
export const nearViewport = (target: Element | string, margin = '200px'): NearViewport => {
  let early = false;
  let resolveNow = (): void => undefined;
  let cancel = (): void => undefined;
  let waiting: Promise<void> | null = null;
  const wait = () =>
    new Promise<void>((resolve) => {
      const element =
        typeof target !== 'string'
          ? target
          : typeof document === 'undefined'
            ? null
            : document.querySelector(target);
      if (early || !element || typeof IntersectionObserver === 'undefined') return resolve();
      // Above the viewport counts as reached: a jump past it (a link to an anchor, the End key, a
      // scroll restored on Back) never brings it near.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) done();
        },
        { rootMargin: `100000px 0px ${margin} 0px` },
      );
      // A visitor moving through the page with Tab meets every part in its place: a part not yet
      // rendered would be passed over, as the browser scrolls to what follows it. A prerendered
      // part (a selector) is in the HTML already, its links and buttons in the tab order.
      const byKeyboard = typeof target !== 'string';
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Tab') done();
      };
      const stop = () => {
        observer.disconnect();
        document.removeEventListener('keydown', onKey, true);
      };
      const done = () => {
        stop();
        resolve();
      };
      resolveNow = done;
      cancel = stop;
      observer.observe(element);
      if (byKeyboard) document.addEventListener('keydown', onKey, true);
    });
  return {
    reached: () => (waiting ??= wait()),
    now: () => {
      early = true;
      resolveNow();
    },
    cancel: () => cancel(),
  };
};
