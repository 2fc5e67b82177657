import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

const assignRef = <T>(ref: Ref<T> | undefined, value: T | null): void => {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
};

/**
 * A callback ref with a fixed identity that forwards to the latest `ref`.
 * react-hook-form's `register()` hands out a new ref function on every render; a changing ref makes
 * @react-input/mask unregister and register the input again, and each re-register of a focused input
 * starts one more caret-polling timer that is never stopped.
 */
export function useStableRef<T>(ref: Ref<T> | undefined): (node: T | null) => void {
  const node = useRef<T | null>(null);
  const latest = useRef(ref);

  useLayoutEffect(() => {
    if (latest.current === ref) return;
    const previous = latest.current;
    latest.current = ref;
    // Nothing attached (yet): the callback below hands the node to the latest ref when it comes.
    if (node.current === null) return;
    assignRef(previous, null);
    assignRef(ref, node.current);
  });

  return useCallback((value: T | null) => {
    node.current = value;
    assignRef(latest.current, value);
  }, []);
}
