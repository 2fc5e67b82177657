import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Error boundary of every route: a clear message and a way on, never a blank page. */
export function RouteError() {
  const error = useRouteError();
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
            onClick={() => window.location.reload()}
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
