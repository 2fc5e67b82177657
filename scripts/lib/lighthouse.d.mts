/** Types of the exports the tests use (scripts/lib/lighthouse.mjs). */
export function scriptGzipBeforeIdle(
  lhr: {
    audits: Record<string, { details?: { items?: { url: string; resourceType: string }[] } }>;
  },
  web: string,
  outDir: string,
): number;

export function mainThreadAfterFcp(
  traceEvents?: {
    name: string;
    ph?: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    tdur?: number;
  }[],
  cpu?: number,
): {
  cpuMs: number | null;
  wallMs: number | null;
  blockingMs: number | null;
  blockingCpuMs: number | null;
};
