import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginHref } from '@/config/paths';
import { getToken } from '@/lib/storage';

/** Guard (spec §2.1): no stored login token sends the visitor to /login, remembering where they were going. */
export const requireAuth = ({ request }: LoaderFunctionArgs) => {
  if (getToken()) return null;
  const { pathname, search } = new URL(request.url);
  return redirect(loginHref(pathname + search));
};
