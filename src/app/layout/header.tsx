import { skipToken } from '@reduxjs/toolkit/query';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { useDelayedFlag } from '@/hooks/use-delayed-flag';
import { useAfterHydration } from '@/app/start-up/use-hydrated';
import { selectLoggedIn, useGetUserSummaryQuery } from '@/features/auth';
import { SearchCombobox } from '@/features/catalog';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { MainNav } from './main-nav';
import { PointsBadge } from './points-badge';
import { TopBar } from './top-bar';

const MENU_ID = 'site-menu';

const noQueryState = () => ({});

/**
 * The visitor's summary (/auth/user). Only the subscription: the answer goes to the slices
 * (onQueryStarted), so none of the query's states re-renders the header. Asked a task after the
 * hydration's effects, not in their long task, and in a component of its own, so that flag's turn
 * re-renders nothing else (docs/performance.md).
 */
function UserSummary() {
  const ask = useDelayedFlag(true, 0);
  useGetUserSummaryQuery(ask ? undefined : skipToken, { selectFromResult: noQueryState });
  return null;
}

/**
 * Spec §2.2 header. Always mounted, so its queries (user summary here, categories in MainNav) run
 * once per visit and are shared with the footer and pages through the RTK Query cache.
 */
export function Header() {
  // The guest's header until hydrated: the build's HTML has no visitor.
  const loggedIn = useAfterHydration(useAppSelector(selectLoggedIn), false);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // Close the mobile menu after a navigation (state adjusted during render, no effect loop).
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the menu would be lost when it collapses: give it back to the toggle.
      if (menuRef.current?.contains(document.activeElement)) toggleRef.current?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <UserSummary />
      <TopBar />
      <div className="navbar navbar-expand-lg site-navbar">
        <div className="container site-navbar__inner">
          {/* The order on screen at every width (the menu toggle, shown below 992 px, comes first):
              Tab follows what the eye reads. */}
          <button
            ref={toggleRef}
            type="button"
            className="navbar-toggler site-navbar__toggle"
            aria-controls={MENU_ID}
            aria-expanded={menuOpen}
            aria-label="Menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <Link to={paths.home} className="site-brand">
            <span className="site-brand__mark" aria-hidden="true">
              A
            </span>
            <span>Apricot Storefront</span>
          </Link>
          <div className="header-search-slot">
            <SearchCombobox />
          </div>
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
          <div
            ref={menuRef}
            id={MENU_ID}
            className={clsx('collapse navbar-collapse site-navbar__menu', menuOpen && 'show')}
          >
            <MainNav />
          </div>
        </div>
      </div>
    </header>
  );
}
