import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker, type Location } from 'react-router';

export type LeaveGuard = {
  /** From now on, leaving the page is held. */
  hold: () => void;
  /** Leaving is free again (call it before navigating away yourself). */
  release: () => void;
  /** A link or Back was held since the last `hold`: the page should say why it stays. */
  stopped: boolean;
};

/**
 * Keeps the visitor on a page while work that must not be abandoned is under way (an order being
 * placed): a link or Back inside the app does not leave, and closing or reloading the tab makes the
 * browser ask first. `letsThrough` names the places the app itself must still be able to go (the
 * sign-in page when the session ends). The block reads a ref at the moment of leaving, so
 * `release()` followed by a navigation in the same task is never held.
 */
export const useLeaveGuard = (letsThrough?: (next: Location) => boolean): LeaveGuard => {
  const holding = useRef(false);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(false);
  const blocker = useBlocker(
    useCallback(
      ({ nextLocation }: { nextLocation: Location }) => {
        const holds = holding.current && !letsThrough?.(nextLocation);
        if (holds) setStopped(true);
        return holds;
      },
      [letsThrough],
    ),
  );

  // The held navigation is dropped, not kept waiting: a later one starts afresh.
  useEffect(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!held) return undefined;
    const askFirst = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers (Chrome before 119, for one) ask only when returnValue is set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [held]);

  const hold = useCallback(() => {
    holding.current = true;
    setHeld(true);
  }, []);
  const release = useCallback(() => {
    holding.current = false;
    setHeld(false);
    setStopped(false);
  }, []);
  return { hold, release, stopped };
};
