/** Types of the one export the tests use (scripts/lib/lighthouse.mjs). */
export function scriptGzipBeforeIdle(
  lhr: {
    audits: Record<string, { details?: { items?: { url: string; resourceType: string }[] } }>;
  },
  web: string,
  outDir: string,
): number;
