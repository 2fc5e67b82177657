import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

// Swiper's setup measures every slide (forced layouts): carousels ready at the same moment take turns,
// one Swiper set up per task, or two near the top of the page made one long task on a slow phone.
const waitingForTurn: Array<() => void> = [];
let turnTaken = false;

const grantNextTurn = (): void => {
  const grant = waitingForTurn.shift();
  turnTaken = grant !== undefined;
  grant?.();
};

/** The turn is over: the next carousel sets up in a task of its own. */
const endTurn = (): void => {
  setTimeout(grantNextTurn, 0);
};

/**
 * True once this carousel's turn to set up Swiper has come (asked for while `wanted`), and the call
 * that ends the turn (also ended when the carousel unmounts holding it).
 */
export const useSetupTurn = (wanted: boolean): [granted: boolean, end: () => void] => {
  const [granted, setGranted] = useState(false);
  const holding = useRef(false);
  const end = useCallback(() => {
    if (!holding.current) return;
    holding.current = false;
    endTurn();
  }, []);
  useEffect(() => {
    if (!wanted || granted) return undefined;
    const grant = () => {
      holding.current = true;
      // A transition: the carousel's slides render in slices that yield to the browser, and only the
      // commit (Swiper measuring them) is one task.
      startTransition(() => setGranted(true));
    };
    waitingForTurn.push(grant);
    if (!turnTaken) grantNextTurn();
    return () => {
      const waiting = waitingForTurn.indexOf(grant);
      if (waiting >= 0) waitingForTurn.splice(waiting, 1);
    };
  }, [wanted, granted]);
  // Unmounting with the turn in hand passes it on; StrictMode's instant re-mount (development) does not.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) end();
      });
    };
  }, [end]);
  return [granted, end];
};

/** Ends the turn once it commits: with Swiper, inside the same Suspense boundary. */
export function TurnEnd({ end }: { end: () => void }) {
  useEffect(end, [end]);
  return null;
}
