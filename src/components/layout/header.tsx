import { useEffect, useState } from 'react';
import Navbar from 'react-bootstrap/Navbar';
import { Link, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useGetUserSummaryQuery } from '@/features/auth/api';
import { selectLoggedIn } from '@/features/auth/user-slice';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { MainNav } from './main-nav';
import { PointsBadge } from './points-badge';
import { TopBar } from './top-bar';

const MENU_ID = 'site-menu';

/**
 * Spec §2.2 header. Always mounted, so its queries (user summary here, categories in MainNav) run
 * once per visit and are shared with the footer and pages through the RTK Query cache.
 */
export function Header() {
  const loggedIn = useAppSelector(selectLoggedIn);
  useGetUserSummaryQuery();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);

  // Close the mobile menu after a navigation (state adjusted during render, no effect loop).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <TopBar />
      <Navbar expand="lg" expanded={menuOpen} onToggle={setMenuOpen} className="site-navbar" as="div">
        <div className="container site-navbar__inner">
          <Link to={paths.home} className="site-brand">
            <span className="site-brand__mark" aria-hidden="true">
              A
            </span>
            <span>Apricot Storefront</span>
          </Link>
          <Navbar.Toggle aria-controls={MENU_ID} aria-expanded={menuOpen} label="Menu" className="site-navbar__toggle" />
          <div className="header-actions">
            {loggedIn ? (
              <>
                <PointsBadge />
                <AccountMenu />
              </>
            ) : (
              <Link to={paths.login} className="header-action">
                LOG IN
              </Link>
            )}
            <CartLink />
          </div>
          <div className="header-search-slot">
            <HeaderSearch />
          </div>
          <Navbar.Collapse id={MENU_ID} className="site-navbar__menu">
            <MainNav />
          </Navbar.Collapse>
        </div>
      </Navbar>
    </header>
  );
}
