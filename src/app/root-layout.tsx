import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { PrerenderedAnswers } from '@/api/base-api';
import { useAppSelector } from './hooks';
import { env } from '@/config/env';
import { DEFAULT_DESCRIPTION, SITE_NAME } from '@/config/site';
import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';
import { ErrorBoundary } from 'react-error-boundary';
import { QueryState } from '@/components/ui/query-state';
import { Toaster } from '@/components/ui/toaster';
import { selectLoggedIn } from '@/features/auth';
import { LoyaltyWidget } from '@/features/loyalty';
import { PrivacyChoices } from '@/features/privacy';
import { useReferralCapture } from '@/features/referral';
import {
  blockThirdPartyScripts,
  hasAddedThirdPartyScript,
  reloadDocument,
} from '@/lib/load-script';
import type { RouteHandle } from '@/types/route';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { PageBanner } from './layout/page-banner';
import { FooterFallback, HeaderFallback } from './layout/shell-fallbacks';
import { SkipLink } from './layout/skip-link';
import { useAnswersRefresh } from './start-up/use-hydrating-store';
import { useSessionSync } from './use-session-sync';

/** The title and description of a route whose page renders none of its own (handle.ownHead). */
function RouteHead() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (handle?.ownHead) return null;
  return (
    <>
      <title>{handle?.title ? `${handle.title} | ${SITE_NAME}` : SITE_NAME}</title>
      <meta name="description" content={handle?.description ?? DEFAULT_DESCRIPTION} />
    </>
  );
}

/** Whether the current route's handle marks a page where a password or a card is typed. */
function useSecretPage(): boolean {
  const loggedIn = useAppSelector(selectLoggedIn);
  return useMatches().some((match) => {
    const entry = (match.handle as RouteHandle | undefined)?.secretEntry;
    return entry === 'guest-password' ? !loggedIn : Boolean(entry);
  });
}

/**
 * Stands in for a password or card page that this document cannot show: a third-party script it
 * added may still run (an SPA cannot unload one), so the page is loaded as a new document instead.
 */
function NewDocument() {
  useLayoutEffect(reloadDocument, []);
  return null;
}

type RootLayoutProps = {
  /** The answers a prerendered page was built with, which this visit's replace (none otherwise). */
  prerenderedAnswers?: PrerenderedAnswers[];
};

/** A failed refresh: no price of the build is ever shown (decision 013), so the page says why. */
export const PRICES_UNAVAILABLE = 'Prices cannot be shown right now. Please try again.';

const NO_ANSWERS: PrerenderedAnswers[] = [];

/**
 * The page's <main>. While it shows the answers the page was built with, their prices stay hidden
 * (global.css) until this visit's replace them; a failed refresh says so with Retry. Its own part:
 * the refresh's turn re-renders it alone, and `children` (the page) keep their render.
 */
function PageMain({ answers, children }: { answers: PrerenderedAnswers[]; children: ReactNode }) {
  const { fresh, retry } = useAnswersRefresh(answers);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="site-main"
      data-answers={fresh ? undefined : 'prerendered'}
    >
      {retry && (
        <div className="container pt-2">
          <QueryState isLoading={false} isError errorText={PRICES_UNAVAILABLE} onRetry={retry} />
        </div>
      )}
      {children}
    </main>
  );
}

/** Common layout (spec §2.1): header, page banner, the route, footer. */
export function RootLayout({ prerenderedAnswers = NO_ANSWERS }: RootLayoutProps) {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useReferralCapture();
  useSessionSync();
  const secretPage = useSecretPage();
  // Decided as the page is entered (its path), not at every render nor when only its search
  // changes (/checkout's ?step=): a wallet SDK that /checkout itself loads must not make it leave.
  const needsNewDocument = useMemo(
    () => secretPage && hasAddedThirdPartyScript(),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per entry, keyed by path
    [pathname, secretPage],
  );
  // A layout effect: it runs before any page's effects, which may load scripts. A script added
  // while this render had yielded was not seen above: checked again once the block is set.
  useLayoutEffect(() => {
    blockThirdPartyScripts(secretPage);
    if (secretPage && !needsNewDocument && hasAddedThirdPartyScript()) reloadDocument();
  }, [pathname, secretPage, needsNewDocument]);
  return (
    <>
      <RouteHead />
      {env.siteBaseUrl && <link rel="canonical" href={`${env.siteBaseUrl}${pathname}`} />}
      <SkipLink />
      {/* A broken menu leaves the page usable; the next page tries the full header again. */}
      <ErrorBoundary fallback={<HeaderFallback />} resetKeys={[pathname]}>
        <Header />
      </ErrorBoundary>
      {/* Right after the header: toasts hang below it, never over CART or LOG IN (global.css). */}
      <div className="toast-anchor">
        <Toaster />
      </div>
      <PageBanner />
      <PageMain answers={prerenderedAnswers}>
        {/* No Suspense here: React hydrates the shell and the page in one pass. */}
        {needsNewDocument ? <NewDocument /> : <Outlet />}
      </PageMain>
      <ErrorBoundary fallback={<FooterFallback />} resetKeys={[pathname]}>
        <Footer />
      </ErrorBoundary>
      <PrivacyChoices />
      <LoyaltyWidget off={secretPage} />
    </>
  );
}
