import { isApiError } from '@/api/errors';

type ListQuery<T> = { data?: T[]; isError: boolean; error?: unknown };

/**
 * Spec §8 for the rewards and the recent activity: a 400 is ignored (the list stays as it was, no
 * message); any other failure empties the list and says so.
 */
export const listOutcome = <T>({ data, isError, error }: ListQuery<T>) => {
  const ignored = isError && isApiError(error) && error.status === 400;
  const failed = isError && !ignored;
  return { rows: failed ? [] : (data ?? []), failed };
};
