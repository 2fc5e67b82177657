import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { gate } from '../../../tests/utils/gate';
import { PRESS_CAPTURE_SCRIPT, releasePresses, START_UP_FAILED } from './press-capture';

/**
 * The inline script as the page runs it (its serialised text, evaluated in this window), then a
 * real hydration of server-rendered HTML: presses made before it are replayed once React handles
 * their control (docs/decisions/032-presses-before-hydration.md).
 */
type Win = Window & { __pressesBeforeHydration?: { failed: () => void } };

let container: HTMLDivElement;
let root: Root | null = null;
const listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];

beforeEach(() => {
  // The script's listeners live on the window: collected so each test starts without the last one's.
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener, options === true]);
    add(type, listener, options);
  });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  vi.useRealTimers();
  act(() => root?.unmount());
  root = null;
  container.remove();
  for (const [type, listener, capture] of listeners.splice(0))
    window.removeEventListener(type, listener, capture);
  delete (window as Win).__pressesBeforeHydration;
});

/** The server's HTML in the page, then the inline script, as a prerendered document has them. */
const prerender = (element: React.ReactElement) => {
  container.innerHTML = renderToString(element);
  new Function(PRESS_CAPTURE_SCRIPT)();
};

/** The app's start: hydration, then the root's effect that says so (root.tsx). */
const hydrate = async (element: React.ReactElement) => {
  // The press marks are attributes the server's HTML lacks; React says so in development only.
  allowConsoleError();
  await act(async () => {
    root = hydrateRoot(container, element);
  });
};

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((el) => el.textContent === name)!;

function Stepper({ onAdd }: { onAdd: (qty: number) => void }) {
  const [qty, setQty] = useState(1);
  useEffect(releasePresses, []);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(qty);
      }}
    >
      <output>{qty}</output>
      <button type="button" onClick={() => setQty((value) => value + 1)}>
        +
      </button>
      <button type="submit">Add To Cart</button>
      <a href="/item/1">
        <button type="button">Details</button>
      </a>
    </form>
  );
}

/** A page whose card sits in a part React may hydrate after the root. */
function HomeWithPart({ card }: { card: React.ReactNode }) {
  useEffect(releasePresses, []);
  return (
    <main>
      <button type="button">Menu</button>
      <Suspense fallback={<p>Loading</p>}>{card}</Suspense>
    </main>
  );
}

/** The card as a lazy part whose code comes when `chunk` opens. */
const lazyAfter = (chunk: ReturnType<typeof gate>, Card: () => React.ReactElement) =>
  lazy(async () => {
    await chunk.opened;
    return { default: Card };
  });

describe('presses before hydration', () => {
  it('replays each press once, in order, on the same element once the app has hydrated', async () => {
    const onAdd = vi.fn();
    prerender(<Stepper onAdd={onAdd} />);
    const plus = button('+');
    const add = button('Add To Cart');

    plus.click();
    plus.click();
    add.click();

    // Not lost, not carried out yet: the controls say they are not ready.
    expect(plus).toHaveAttribute('aria-busy', 'true');
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('output')).toHaveTextContent('1');

    await hydrate(<Stepper onAdd={onAdd} />);
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalled());

    // Each press counted, as if made now: two + then Add To Cart with 3.
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(3);
    expect(button('+')).toBe(plus);
    expect(plus).not.toHaveAttribute('aria-busy');
    expect(add).not.toHaveAttribute('aria-busy');
    expect(plus).not.toHaveAttribute('data-press-queued');

    // From then on React has the presses itself: one press, one effect.
    act(() => add.click());
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  it('leaves a button inside a link to the link', () => {
    prerender(<Stepper onAdd={vi.fn()} />);
    const details = button('Details');
    // Whether the press reached the page untouched (then kept from navigating jsdom).
    const reached = vi.fn((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault();
      return prevented;
    });
    container.addEventListener('click', reached);

    details.click();

    expect(reached).toHaveBeenCalledTimes(1);
    expect(reached).toHaveReturnedWith(false);
    expect(details).not.toHaveAttribute('aria-busy');
  });

  it('drops a press on a control the app has disabled since, as a press on it would be now', async () => {
    const onClick = vi.fn();
    function Disabled() {
      // Disabled from the client's first render on, as a control the visitor cannot use (useHydrated).
      const ready = useSyncExternalStore(
        () => () => undefined,
        () => true,
        () => false,
      );
      useEffect(releasePresses, []);
      return (
        <button type="button" disabled={ready} onClick={onClick}>
          Buy Now
        </button>
      );
    }
    prerender(<Disabled />);
    const buy = button('Buy Now');
    buy.click();

    await hydrate(<Disabled />);
    await vi.waitFor(() => expect(buy).not.toHaveAttribute('aria-busy'));

    expect(onClick).not.toHaveBeenCalled();
  });

  it('waits for a lazy part React hydrates after the root, and replays its press then', async () => {
    const onAdd = vi.fn();
    const chunk = gate();
    const Card = () => (
      <button type="button" onClick={onAdd}>
        Add To Cart
      </button>
    );
    const LazyCard = lazyAfter(chunk, Card);
    prerender(<HomeWithPart card={<Card />} />);
    const add = button('Add To Cart');
    add.click();

    // The root commits while the card's module is still on its way; the script looks again every
    // 100 ms (its timers are the test's to run) and finds the card's part not hydrated each time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval'] });
    await hydrate(<HomeWithPart card={<LazyCard />} />);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(onAdd).not.toHaveBeenCalled();
    expect(add).toHaveAttribute('aria-busy', 'true');
    // A second press meanwhile waits too (React would drop it: its part cannot hydrate yet).
    add.click();

    await act(async () => chunk.open());
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(2));
    expect(button('Add To Cart')).toBe(add);
    expect(add).not.toHaveAttribute('aria-busy');
  });

  it('holds a press on a part that hydrates minutes after the root (it loads near the viewport)', async () => {
    const onAdd = vi.fn();
    const chunk = gate();
    const Card = () => (
      <button type="button" onClick={onAdd}>
        Add To Cart
      </button>
    );
    const LazyCard = lazyAfter(chunk, Card);
    prerender(<HomeWithPart card={<Card />} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval'] });
    await hydrate(<HomeWithPart card={<LazyCard />} />);
    // The visitor reads the first screen for five minutes, then scrolls and presses at once.
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000));
    const add = button('Add To Cart');
    add.click();
    expect(add).toHaveAttribute('aria-busy', 'true');

    await act(async () => chunk.open());
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(add).not.toHaveAttribute('aria-busy');
  });

  it('frees a control whose press waited a minute for code that did not come', async () => {
    const chunk = gate();
    const LazyCard = lazyAfter(chunk, () => <button type="button">Add To Cart</button>);
    prerender(<HomeWithPart card={<button type="button">Add To Cart</button>} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearInterval'] });
    await hydrate(<HomeWithPart card={<LazyCard />} />);
    const add = button('Add To Cart');
    add.click();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(add).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(add).not.toHaveAttribute('aria-busy');
    // Held again when pressed again: the part may still come.
    add.click();
    expect(add).toHaveAttribute('aria-busy', 'true');
  });

  it("frees the held presses and says so when the app's code did not load, and still keeps a form from sending itself", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.defaultPrevented);
    prerender(<Stepper onAdd={() => undefined} />);
    const add = button('Add To Cart');
    await user.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');

    // What the start-up calls when one of its files did not load (scripts/module-stages.ts).
    (window as Win).__pressesBeforeHydration!.failed();

    expect(add).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('alert')).toHaveTextContent(START_UP_FAILED.failed);
    expect(screen.getByRole('link', { name: START_UP_FAILED.reload })).toHaveAttribute(
      'href',
      window.location.pathname + window.location.search,
    );
    // A press now is not held: nothing will carry it out. The form still does not send itself.
    const form = container.querySelector('form')!;
    form.addEventListener('submit', onSubmit);
    await user.click(add);
    expect(add).not.toHaveAttribute('aria-busy');
    expect(onSubmit).not.toHaveBeenCalled();
    // Said once, however often it is called.
    (window as Win).__pressesBeforeHydration!.failed();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
