import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { allProductsLink } from './nav-links';

/** What stays of the header when it fails to render: the brand and the ways to shop. */
export function HeaderFallback() {
  return (
    <header className="site-header">
      <div className="navbar site-navbar">
        <div className="container site-navbar__inner">
          <Link to={paths.home} className="site-brand">
            <span className="site-brand__mark" aria-hidden="true">
              A
            </span>
            <span>Apricot Storefront</span>
          </Link>
          <nav aria-label="Main" className="header-actions">
            <Link to={allProductsLink.to} className="header-action">
              {allProductsLink.label}
            </Link>
            <Link to={paths.login} className="header-action">
              LOG IN
            </Link>
            <Link to={paths.cart} className="header-action">
              CART
            </Link>
          </nav>
        </div>
      </div>
    </header>
  );
}

/** What stays of the footer when it fails to render. */
export function FooterFallback() {
  return (
    <footer id="site-footer" className="site-footer">
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} Apricot Storefront. All rights reserved.
      </p>
    </footer>
  );
}
