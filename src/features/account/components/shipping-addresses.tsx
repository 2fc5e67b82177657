import { useState } from 'react';
import { useRetry } from '@/api/use-retry';
import { QueryState } from '@/components/ui/query-state';
import { useGetShippingAddressesQuery } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { AddressCard } from './address-card';
import { AddressDialog } from './address-dialog';

/** The saved shipping addresses (the list checkout step 1 shows: same query, same cache tag). */
export function ShippingAddresses() {
  const query = useGetShippingAddressesQuery();
  const retry = useRetry(query);
  const [adding, setAdding] = useState(false);
  const addresses = query.data ?? [];

  return (
    <section aria-labelledby="shipping-addresses-heading" className="mb-5">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="shipping-addresses-heading" className="h4 mb-0">
          {ACCOUNT_DETAILS_TEXT.addressesHeading}
        </h2>
        <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
          {ACCOUNT_DETAILS_TEXT.addAddress}
        </button>
      </div>
      <QueryState
        isLoading={query.isLoading}
        isError={query.isError}
        error={query.error}
        errorText={ACCOUNT_DETAILS_TEXT.addressesFailed}
        onRetry={retry}
        loadingText={ACCOUNT_DETAILS_TEXT.addressesLoading}
        isEmpty={addresses.length === 0}
        emptyText={ACCOUNT_DETAILS_TEXT.noAddresses}
      >
        <ul className="list-unstyled mb-0">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} />
          ))}
        </ul>
      </QueryState>
      {adding && <AddressDialog onHide={() => setAdding(false)} />}
    </section>
  );
}
