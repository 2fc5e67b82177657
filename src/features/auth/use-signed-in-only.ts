import { useAppSelector } from '@/app/hooks';
import { selectLoggedIn } from './user-slice';

/**
 * The options of a query only a signed-in customer may make. A 401 ends the session while its page
 * is still shown on the way to /login, and clearing the session empties the cache: without this the
 * page would send its calls again, without a token, only to be refused.
 */
export const useSignedInOnly = (skip = false): { skip: boolean } => {
  const loggedIn = useAppSelector(selectLoggedIn);
  return { skip: skip || !loggedIn };
};
