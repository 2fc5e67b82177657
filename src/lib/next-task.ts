/**
 * Resolves in a task of its own. Work awaited in parts with it lets the browser paint and answer a
 * tap between the parts, where it would otherwise be one long task (docs/performance.md).
 *
 * A message, not a timer: browsers run a hidden page's timers at most once a second (and chained
 * ones once a minute after a few minutes), so a page opened in a background tab would start each
 * call that long later; messages are not throttled, and they skip the 4 ms that nested timers wait.
 * One channel serves the waiting callers in order and is closed when none is left, so nothing holds
 * a test runner's process open.
 */
let channel: MessageChannel | null = null;
const waiting: Array<() => void> = [];

const openChannel = (): MessageChannel => {
  const opened = new MessageChannel();
  opened.port1.onmessage = () => {
    waiting.shift()?.();
    if (waiting.length === 0 && channel === opened) {
      opened.port1.close();
      channel = null;
    }
  };
  return opened;
};

export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    channel ??= openChannel();
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
