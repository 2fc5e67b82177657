/**
 * Presses made before the app has hydrated a prerendered page (docs/decisions/032-presses-before-hydration.md).
 * The page paints its buttons seconds before React has attached their handlers; a press then did
 * nothing. `capturePresses` runs as an inline script in the document's head (root.tsx, its CSP hash
 * added by scripts/script-policy.ts): it takes each press on a button (not inside a link: links work as
 * links) and each form submission before the app has hydrated, stops it, marks the control busy,
 * and replays it, in order, on the same element once React handles that element. Self-contained:
 * it is serialised with toString(), so it may use nothing from outside its own body.
 * If the app's code does not load, the start-up calls `failed` (scripts/module-stages.ts): the held
 * presses are freed, no new one is held (a form still never sends itself: a password would go into
 * the address) and the page says so with `texts`
 * (docs/decisions/052-the-page-says-when-its-code-did-not-load.md).
 */
export function capturePresses(win: Window, texts: StartUpTexts) {
  const doc = win.document;
  const MARK = 'data-press-queued';
  const queued: HTMLElement[] = [];
  // Controls in the document when the root committed that React had not hydrated then.
  let unhydrated: HTMLElement[] | null = null;
  let timer = 0;
  let broken = false;
  // Ticks since the presses now queued began to wait.
  let waited = 0;
  // React keeps a hydrated element's props on it under this prefix (a lazy part hydrates later).
  const hydrated = (el: Element) =>
    Object.keys(el).some((key) => key.indexOf('__reactProps$') === 0);
  const enabled = (el: HTMLElement) => el.isConnected && !(el as HTMLButtonElement).disabled;

  const unmark = (el: HTMLElement) => {
    if (queued.indexOf(el) >= 0 || !el.hasAttribute(MARK)) return;
    el.removeAttribute(MARK);
    el.removeAttribute('aria-busy');
  };

  const capture = (event: Event) => {
    const target = event.target as Element | null;
    const control = (
      event.type === 'submit' ? target : target && target.closest ? target.closest('button') : null
    ) as HTMLElement | null;
    if (!control || control.closest('a[href]') || !enabled(control)) return;
    if (unhydrated && (hydrated(control) || unhydrated.indexOf(control) < 0)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (broken) return;
    queued.push(control);
    if (!control.hasAttribute('aria-busy')) {
      control.setAttribute(MARK, '');
      control.setAttribute('aria-busy', 'true');
    }
    if (unhydrated) watch();
  };
  // Looks every 100 ms while presses wait; a part that loads when it nears the viewport may hydrate
  // minutes after the root, so the listeners stay until every control has hydrated or gone.
  const watch = () => {
    if (timer) return;
    waited = 0;
    timer = win.setInterval(tick, 100);
  };

  const stop = () => {
    win.clearInterval(timer);
    win.removeEventListener('click', capture, true);
    win.removeEventListener('submit', capture, true);
    queued.splice(0).forEach(unmark);
  };

  // Replays the presses, first to last, while the next one's control is handled by React: one a
  // task, as a shopper's presses come, so React has rendered the last one's effect (a quantity, a
  // disabled button) before the next.
  const tick = () => {
    waited += 1;
    while (queued.length > 0) {
      const control = queued[0];
      if (enabled(control) && !hydrated(control)) break;
      queued.shift();
      unmark(control);
      // Gone or disabled since: as a press on it would be now.
      if (!enabled(control)) continue;
      if (control instanceof HTMLFormElement) control.requestSubmit();
      else control.click();
      if (queued.length > 0) return void win.setTimeout(tick, 0);
    }
    unhydrated = (unhydrated || []).filter((el) => el.isConnected && !hydrated(el));
    if (queued.length === 0 && unhydrated.length === 0) return stop();
    // A press held a minute: its part's code did not come (offline); the control is free again.
    if (waited > 600) queued.splice(0).forEach(unmark);
    if (queued.length === 0) {
      win.clearInterval(timer);
      timer = 0;
    }
  };

  // Called by the app once the root has committed (root.tsx), outside React's own work.
  const ready = () => {
    if (unhydrated) return;
    const controls = Array.prototype.slice.call(
      doc.querySelectorAll('button, form'),
    ) as HTMLElement[];
    // Without React's mark on any control it cannot tell a lazy part: React has them all.
    unhydrated = controls.some(hydrated) ? controls.filter((el) => !hydrated(el)) : [];
    watch();
    win.setTimeout(tick, 0);
  };

  // Called by the start-up when a file of the app's did not load.
  const failed = () => {
    if (broken) return;
    broken = true;
    queued.splice(0).forEach(unmark);
    const alert = doc.createElement('p');
    alert.setAttribute('role', 'alert');
    alert.className = 'alert alert-danger text-center';
    const reload = doc.createElement('a');
    // The address without its fragment: a link to the same fragment would only scroll.
    reload.href = win.location.pathname + win.location.search;
    reload.className = 'alert-link';
    reload.textContent = texts.reload;
    alert.append(`${texts.failed} `, reload);
    doc.body.prepend(alert);
  };

  win.addEventListener('click', capture, true);
  win.addEventListener('submit', capture, true);
  (win as Window & { __pressesBeforeHydration?: PressesBeforeHydration }).__pressesBeforeHydration =
    { ready, failed };
}

type StartUpTexts = { failed: string; reload: string };
type PressesBeforeHydration = { ready: () => void; failed: () => void };

/** What the page says when the app's code did not load. */
export const START_UP_FAILED: StartUpTexts = {
  failed: 'This page did not finish loading, so its buttons do not work.',
  reload: 'Reload the page',
};

/** The inline script: the function above, called with the page's window and texts. */
export const PRESS_CAPTURE_SCRIPT = `(${capturePresses.toString()})(window, ${JSON.stringify(START_UP_FAILED)})`;

/** The app has hydrated its root: the presses made before are replayed (root.tsx's effect). */
export const releasePresses = (): void => {
  (
    window as Window & { __pressesBeforeHydration?: PressesBeforeHydration }
  ).__pressesBeforeHydration?.ready();
};
