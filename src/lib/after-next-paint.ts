/**
 * Runs `task` in a task of its own after the browser's next frame, so what the current render shows
 * is painted before the task starts (a download it begins does not hold that paint up). Returns a
 * cancel function.
 */
export const afterNextPaint = (task: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
