import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router';
import { retryFailedQueries } from '@/api/retry-failed-queries';
import { paths } from '@/config/paths';
import { useAppDispatch } from './hooks';

/** Error boundary of every route: a clear message and a way on, never a blank page. */
export function RouteError() {
  const error = useRouteError();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // The failed queries run again and the route renders anew (a fresh visit of the same location
  // resets this boundary); the shell, the store and the shopper's place stay as they are.
  const retry = () => {
    dispatch(retryFailedQueries());
    void navigate(location, { replace: true, state: location.state });
  };
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section className="container py-5 text-center" role="alert">
      <h1>{notFound ? 'Page Not Found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'We could not find the page you were looking for.'
          : 'This page could not be shown. Please try again.'}
      </p>
      <div className="d-flex gap-2 justify-content-center">
        {!notFound && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={navigation.state !== 'idle'}
            onClick={retry}
          >
            Try again
          </button>
        )}
        <Link className="btn btn-outline-secondary" to={paths.home}>
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
