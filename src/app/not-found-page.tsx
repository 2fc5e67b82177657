import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  return (
    <section className="container py-5 text-center">
      <h1>Page Not Found</h1>
      <p>We could not find the page you were looking for.</p>
      <Link className="btn btn-primary" to={paths.store}>
        Browse all products
      </Link>
    </section>
  );
}
