/** A list answer: a bare array, or `{ data: [...] }` (the real API wraps some lists); anything else is []. */
export const asList = <T>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object' && Array.isArray((data as { data?: unknown }).data)) {
    return (data as { data: T[] }).data;
  }
  return [];
};
