/** Types of the exports the tests use (scripts/lib/main-thread-first.mjs). */
export function processesWith(flag: string, seen?: Map<string, boolean>, proc?: string): number[];

export function holdMainThreadsFirst(options?: {
  flag?: string;
  nice?: number;
  intervalMs?: number;
}): { stop: () => void; refused: () => string | null };
