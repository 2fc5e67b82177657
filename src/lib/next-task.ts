/**
 * Resolves in a task of its own. Work awaited in parts with it lets the browser paint and answer a
 * tap between the parts, where it would otherwise be one long task (docs/performance.md).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
