import { Link, useLocation } from 'react-router';
import { useHydratedSearchParams } from '@/app/start-up/use-hydrated';
import { paths, safeReturnPath } from '@/config/paths';
import { ForgotPasswordLink } from '../components/forgot-password-link';
import { LoginForm } from '../components/login-form';
import { loginNotice } from '../navigation-state';
import type { RouteHandle } from '@/types/route';

/**
 * /login (spec part 1 §2.6): success goes to the home page signed in, or back to `from` (a guarded page,
 * or the page whose session expired) when it is a path of this shop.
 */
const Component = () => {
  const [params] = useHydratedSearchParams();
  const redirectTo = safeReturnPath(params.get('from')) ?? paths.home;
  const notice = loginNotice(useLocation().state);
  return (
    <section className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">Login</h1>
      <div role="status">{notice && <p className="alert alert-success py-2">{notice}</p>}</div>
      <LoginForm redirectTo={redirectTo} />
      <ForgotPasswordLink />
      <p className="mt-3">
        New here? <Link to={paths.register}>Create an account</Link>
      </p>
    </section>
  );
};

export default Component;

export const handle: RouteHandle = {
  title: 'Login',
  secretEntry: 'password',
  description: 'Log in to your account: orders, addresses, payment accounts and loyalty points.',
};
