/** Types of the exports the tests use (scripts/lib/profile.mjs). */
type TraceEvent = {
  pid: number;
  tid: number;
  ph: string;
  name: string;
  ts?: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown>;
};

export type Sample = { ts: number; ms: number; stack: string[] };

export function breakdown(
  events: TraceEvent[],
  start: number,
  end: number,
): { groups: Record<string, number>; scripts: Record<string, number> };

export function samplesOf(events: TraceEvent[], thread: { pid: number; tid: number }): Sample[];

export function selfTimes(samples: Sample[], start?: number, end?: number): Map<string, number>;

export function biggestCosts(
  groups: Record<string, number>,
  functionSelf: Map<string, number>,
  count?: number,
): { name: string; ms: number }[];

export function blockingAfter(tasks: { ts: number; dur: number }[], paintTs: number): number;
