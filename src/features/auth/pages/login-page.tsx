import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LoginForm } from '../components/login-form';
import { safeReturnPath } from '../schemas';

/** /login (spec part 1 §2.6): success goes to the home page signed in (or back to a guarded page). */
export const Component = () => {
  const [params] = useSearchParams();
  const redirectTo = safeReturnPath(params.get('from')) ?? paths.home;
  return (
    <section className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">Login</h1>
      <LoginForm redirectTo={redirectTo} />
      <p className="mt-3">
        New here? <Link to={paths.register}>Create an account</Link>
      </p>
    </section>
  );
};
