export type EventTimingEntry = { interactionId?: number; duration: number };
export type InpResult =
  | { name: string; inpMs: number | null; runsMs: (number | null)[] }
  | { name: string; error: string; runsMs: (number | null)[] };
export declare const DURATION_THRESHOLD_MS: number;
export declare const INP_GOAL_MS: number;
export declare const worstInteractionLatency: (entries: EventTimingEntry[]) => number | null;
export declare const measureInp: (options: {
  chromePath?: string;
  baseUrl: string;
  runs?: number;
}) => Promise<InpResult[]>;
