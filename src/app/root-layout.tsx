import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { PageBanner, useRouteDescription, useRouteTitle } from './layout/page-banner';
import { FooterFallback, HeaderFallback } from './layout/shell-fallbacks';
import { SkipLink } from './layout/skip-link';
import { env } from '@/config/env';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';
import { PageHeadProvider } from '@/components/seo/page-head';
import { ErrorBoundary } from 'react-error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { LoyaltyWidget } from '@/features/loyalty';
import { useReferralCapture } from '@/features/referral';
import { DEFAULT_DESCRIPTION } from './route-descriptions';
import { useSessionSync } from './use-session-sync';

export const SITE_NAME = 'Apricot Storefront';

/** Common layout (spec §2.1): header, page banner, the route, footer. */
export function RootLayout() {
  const routeTitle = useRouteTitle();
  const routeDescription = useRouteDescription() ?? DEFAULT_DESCRIPTION;
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useReferralCapture();
  useSessionSync();
  return (
    <PageHeadProvider
      defaultTitle={routeTitle ? `${routeTitle} | ${SITE_NAME}` : SITE_NAME}
      defaultDescription={routeDescription}
      path={pathname}
    >
      {env.siteBaseUrl && <link rel="canonical" href={`${env.siteBaseUrl}${pathname}`} />}
      <SkipLink />
      {/* A broken menu leaves the page usable; the next page tries the full header again. */}
      <ErrorBoundary fallback={<HeaderFallback />} resetKeys={[pathname]}>
        <Header />
      </ErrorBoundary>
      <PageBanner />
      <main id="main-content" tabIndex={-1} className="site-main">
        <Suspense fallback={<Spinner label="Loading..." className="site-main__loading" />}>
          <Outlet />
        </Suspense>
      </main>
      <ErrorBoundary fallback={<FooterFallback />} resetKeys={[pathname]}>
        <Footer />
      </ErrorBoundary>
      <Toaster />
      <LoyaltyWidget />
    </PageHeadProvider>
  );
}
