/**
 * Runs `task` once the page has loaded and the main thread is idle (a timer where the browser has no
 * idle callback). Returns a cancel function.
 */
export const whenIdle = (task: () => void): (() => void) => {
  let cancel = (): void => undefined;
  const schedule = (): void => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 5000 });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
};
