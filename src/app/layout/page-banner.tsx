import { Link, useMatches } from 'react-router';
import { paths } from '@/config/paths';

type Handle = { title?: string; description?: string } | undefined;

const useRouteHandleField = (field: 'title' | 'description'): string | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const value = (matches[i].handle as Handle)?.[field];
    if (value) return value;
  }
  return undefined;
};

/** The current route's `handle.title` (route table), if any. */
export const useRouteTitle = (): string | undefined => useRouteHandleField('title');

/**
 * The band under the header on every page but home: where the visitor is (Home › title). Pages own
 * their single h1 (PageHeading or their own heading), so the band is a breadcrumb, not a heading.
 */
export function PageBanner() {
  const matches = useMatches();
  const title = useRouteTitle();
  const pathname = matches.at(-1)?.pathname ?? '/';
  if (pathname === paths.home || !title) return null;
  return (
    <div className="page-banner">
      <nav aria-label="Breadcrumb" className="container">
        <ol className="page-banner__trail">
          <li>
            <Link to={paths.home}>Home</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
    </div>
  );
}
