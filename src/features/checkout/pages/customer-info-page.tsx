import { useId, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { ForgotPasswordLink, GuestEmailForm, LoginForm, selectLoggedIn } from '@/features/auth';
import { useGetCartQuery } from '@/features/cart';
import { formatMoney } from '@/lib/money';
import { CHECKOUT_MESSAGES } from '../messages';
import { SummaryLines, SummaryRow } from '../components/summary-lines';
import { EmptyCartNote } from '../components/empty-cart-note';
import { cardEntry, cardEntryRevalidation } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

type SectionKey = 'existing' | 'new' | 'guest';

type SectionProps = {
  id: string;
  title: string;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
};

/** One accordion section; exactly one is open, so clicking the open header keeps it open. */
const Section = ({ id, title, open, onOpen, children }: SectionProps) => (
  <div className="border rounded mb-2">
    <h2 className="h6 m-0">
      <button
        type="button"
        id={`${id}-header`}
        className="btn w-100 text-start d-flex justify-content-between align-items-center p-3"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={onOpen}
      >
        <span>{title}</span>
        <span aria-hidden="true" data-testid={`${id}-icon`}>
          {open ? '−' : '+'}
        </span>
      </button>
    </h2>
    <div
      id={`${id}-panel`}
      role="region"
      aria-labelledby={`${id}-header`}
      hidden={!open}
      className="px-3 pb-3"
    >
      {open && children}
    </div>
  </div>
);

/** /store/customer_info (spec part 2 "Checkout", part 1 §2.7). */
const Component = () => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const [open, setOpen] = useState<SectionKey>('existing');
  const baseId = useId().replace(/:/g, '');
  const cartQuery = useGetCartQuery(undefined, { skip: loggedIn });
  const { data: cart, isLoading, isError } = cartQuery;
  const retry = useRetry(cartQuery);

  if (loggedIn) return <Navigate to={paths.checkout} replace />;

  const sections: { key: SectionKey; title: string; body: ReactNode }[] = [
    {
      key: 'existing',
      title: 'Existing Customers',
      body: (
        <>
          <LoginForm redirectTo={paths.checkout} idPrefix="existing" />
          <ForgotPasswordLink />
        </>
      ),
    },
    {
      key: 'new',
      title: 'New Customers',
      body: (
        <GuestEmailForm idPrefix="new-customer" label="New Customers" redirectTo={paths.checkout} />
      ),
    },
    {
      key: 'guest',
      title: 'Check Out as a Guest',
      body: (
        <GuestEmailForm idPrefix="guest" label="Check Out as a Guest" redirectTo={paths.checkout} />
      ),
    },
  ];

  return (
    <section className="container py-4">
      <h1 className="h3 mb-3">Customer Information</h1>
      <div className="row g-4">
        <div className="col-lg-7">
          {sections.map((section) => (
            <Section
              key={section.key}
              id={`${baseId}-${section.key}`}
              title={section.title}
              open={open === section.key}
              onOpen={() => setOpen(section.key)}
            >
              {section.body}
            </Section>
          ))}
        </div>
        <aside className="col-lg-5" aria-label="Order summary">
          <h2 className="h5">Order Summary</h2>
          <QueryState
            isLoading={isLoading}
            isError={isError}
            loadingText="Loading cart..."
            errorText={CHECKOUT_MESSAGES.cartLoadFailed}
            onRetry={retry}
          >
            {cart && cart.items.length === 0 && <EmptyCartNote />}
            {cart && cart.items.length > 0 && (
              <>
                <SummaryLines items={cart.items} />
                <dl className="mb-0">
                  <SummaryRow label="Subtotal" value={formatMoney(cart.total)} />
                  <SummaryRow label="Shipping and Handling Fee" value="--" />
                  <SummaryRow label="Total" value={formatMoney(cart.total)} strong />
                </dl>
              </>
            )}
          </QueryState>
        </aside>
      </div>
    </section>
  );
};

export default Component;

export const handle: RouteHandle = { title: 'Customer Information', secretEntry: 'password' };
export const clientLoader = cardEntry();
export const shouldRevalidate = cardEntryRevalidation;
