import type { ShippingAddress } from '@/types/api';
import { useSignedInOnly } from '@/features/auth';
import { useGetShippingAddressesQuery } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { AddressCard } from './address-card';
import { AddressDialog } from './address-dialog';
import { SavedListSection } from './saved-list-section';

/** The saved shipping addresses (the list checkout step 1 shows: same query, same cache tag). */
export function ShippingAddresses() {
  return (
    <SavedListSection<ShippingAddress>
      id="shipping-addresses-heading"
      className="mb-5"
      heading={ACCOUNT_DETAILS_TEXT.addressesHeading}
      addLabel={ACCOUNT_DETAILS_TEXT.addAddress}
      query={useGetShippingAddressesQuery(undefined, useSignedInOnly())}
      texts={{
        failed: ACCOUNT_DETAILS_TEXT.addressesFailed,
        loading: ACCOUNT_DETAILS_TEXT.addressesLoading,
        empty: ACCOUNT_DETAILS_TEXT.noAddresses,
      }}
      renderItem={(address) => <AddressCard key={address.id} address={address} />}
      renderAddDialog={(onHide) => <AddressDialog onHide={onHide} />}
    />
  );
}
