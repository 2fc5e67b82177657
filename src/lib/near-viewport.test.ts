import { afterEach, describe, expect, it } from 'vitest';
import { nearViewport } from './near-viewport';

const OriginalIntersectionObserver = window.IntersectionObserver;

/** An IntersectionObserver the test reports through, as the browser would while the page scrolls. */
const observeBy = () => {
  const seen: { element: Element; margin: string | undefined; report: (near: boolean) => void }[] =
    [];
  let disconnected = 0;
  window.IntersectionObserver = class {
    constructor(
      private callback: IntersectionObserverCallback,
      private options?: IntersectionObserverInit,
    ) {}
    observe(element: Element) {
      seen.push({
        element,
        margin: this.options?.rootMargin,
        report: (isIntersecting) =>
          this.callback(
            [{ isIntersecting } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
      });
    }
    disconnect() {
      disconnected += 1;
    }
  } as unknown as typeof IntersectionObserver;
  return { seen, disconnected: () => disconnected };
};

/** Whether `promise` has settled once pending callbacks have run. */
const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  window.IntersectionObserver = OriginalIntersectionObserver;
  document.body.innerHTML = '';
});

describe('nearViewport', () => {
  it('waits until the element comes near the viewport', async () => {
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    const observer = observeBy();
    const near = nearViewport('#later').reached();
    expect(observer.seen).toHaveLength(1);
    expect(observer.seen[0].element).toBe(document.getElementById('later'));
    // Within 200 px below the viewport, or anywhere above it.
    expect(observer.seen[0].margin).toBe('100000px 0px 200px 0px');
    observer.seen[0].report(false);
    expect(await settled(near)).toBe(false);
    observer.seen[0].report(true);
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected()).toBe(1);
  });

  it('ends the wait when the visitor presses Tab (keyboard focus must not pass the part by)', async () => {
    const place = document.createElement('div');
    document.body.append(place);
    const observer = observeBy();
    const near = nearViewport(place).reached();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(await settled(near)).toBe(false);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected()).toBe(1);
  });

  it('keeps a prerendered part waiting at a Tab: its HTML is in the tab order already', async () => {
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    observeBy();
    const near = nearViewport('#later').reached();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(await settled(near)).toBe(false);
  });

  it('ends the wait when now() is called (the part is rendered anew, not hydrated)', async () => {
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    const observer = observeBy();
    const part = nearViewport('#later');
    const near = part.reached();
    expect(part.reached()).toBe(near);
    expect(await settled(near)).toBe(false);
    part.now();
    expect(await settled(near)).toBe(true);
    expect(observer.disconnected()).toBe(1);
  });

  it('watches an element given itself, and stops when cancelled', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const observer = observeBy();
    const part = nearViewport(element, '100%');
    const near = part.reached();
    expect(observer.seen[0].element).toBe(element);
    expect(observer.seen[0].margin).toBe('100000px 0px 100% 0px');
    part.cancel();
    expect(observer.disconnected()).toBe(1);
    expect(await settled(near)).toBe(false);
  });

  it('resolves at once when now() came first', async () => {
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    const observer = observeBy();
    const part = nearViewport('#later');
    part.now();
    expect(await settled(part.reached())).toBe(true);
    expect(observer.seen).toHaveLength(0);
  });

  it('resolves at once without the element (a page the app renders itself)', async () => {
    const observer = observeBy();
    expect(await settled(nearViewport('#missing').reached())).toBe(true);
    expect(observer.seen).toHaveLength(0);
  });

  it('resolves at once where the browser has no IntersectionObserver', async () => {
    document.body.innerHTML = '<h2 id="later">Later</h2>';
    // @ts-expect-error: a browser without it
    delete window.IntersectionObserver;
    expect(await settled(nearViewport('#later').reached())).toBe(true);
  });
});
