import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { RouteHandle } from '@/types/route';

export default function NotFoundPage() {
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

export const handle: RouteHandle = { title: 'Page Not Found' };
