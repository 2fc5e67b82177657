import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `advance` every `delay` ms while `enabled`, the element is in the viewport, the page is shown,
 * no mouse hovers over the element, no finger or pen rests on it and no focus is in it. After each
 * hold, and after each scroll inside the element ends (a swipe, or the advance itself), the full
 * delay starts again. Nothing here renders: the holds are listeners, not state.
 */
export const useAutoplay = (
  ref: RefObject<HTMLElement | null>,
  advance: () => void,
  enabled: boolean,
  delay: number,
): void => {
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    // Every hold starts released, even with the focus or the mouse already inside: turned on again,
    // autoplay is the visitor's Play press, which restarts rotation (WAI-ARIA APG carousel pattern).
    let hovered = false;
    let touched = false;
    let focused = false;
    // Until the observer says otherwise (and where there is none, as in tests).
    let inView = true;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const schedule = () => {
      clearTimeout(timer);
      if (hovered || touched || focused || !inView || document.hidden) return;
      timer = setTimeout(() => {
        latestAdvance.current();
        schedule();
      }, delay);
    };
    // A mouse only: a touch "hover" has no end to resume on.
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = true;
      schedule();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = false;
      schedule();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      touched = true;
      schedule();
    };
    // A swipe ends in pointercancel (the browser took the gesture over for scrolling), a tap in pointerup.
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      touched = false;
      schedule();
    };
    const onFocusIn = () => {
      focused = true;
      schedule();
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = element.contains(event.relatedTarget as Node | null);
      schedule();
    };
    const observer = new IntersectionObserver((entries) => {
      inView = entries[entries.length - 1]?.isIntersecting ?? inView;
      schedule();
    });

    const listeners: [string, EventListener][] = [
      ['pointerenter', onPointerEnter as EventListener],
      ['pointerleave', onPointerLeave as EventListener],
      ['pointerdown', onPointerDown as EventListener],
      ['pointerup', onPointerUp as EventListener],
      ['pointercancel', onPointerUp as EventListener],
      ['focusin', onFocusIn],
      ['focusout', onFocusOut as EventListener],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    // scrollend does not bubble: caught on its way down to the scrolled row inside the element.
    element.addEventListener('scrollend', schedule, true);
    document.addEventListener('visibilitychange', schedule);
    observer.observe(element);
    schedule();
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      element.removeEventListener('scrollend', schedule, true);
      document.removeEventListener('visibilitychange', schedule);
      observer.disconnect();
    };
  }, [ref, enabled, delay]);
};
