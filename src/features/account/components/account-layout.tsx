import type { ReactNode } from 'react';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { AccountNav } from './account-nav';
import { CreditBalance } from './credit-balance';
import '../account.css';

export type AccountLayoutProps = {
  /** The page's h1 and document title. */
  title: string;
  children: ReactNode;
};

/** Every account page: its heading, the account navigation with the credit balance, then the page. */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  return (
    <>
      <PageMeta fallbackTitle={title} />
      <PageHeading title={title} />
      <div className="container pb-5">
        <div className="row g-4">
          <div className="col-lg-3">
            <AccountNav />
            <CreditBalance />
          </div>
          <div className="col-lg-9 account-page">{children}</div>
        </div>
      </div>
    </>
  );
}
