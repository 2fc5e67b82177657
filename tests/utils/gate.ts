/**
 * A gate a mock handler waits at until the test opens it: an answer held for exactly as long as the
 * test needs to see the state in between (loading, pending), however slow the machine. A fixed delay
 * instead races the page's own start: on a cold run the answer can come before the page shows.
 */
export const gate = (): { opened: Promise<void>; open: () => void } => {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};
