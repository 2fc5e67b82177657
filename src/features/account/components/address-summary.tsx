import type { ShippingAddress } from '@/types/api';

/** One line per part of an address, for the address list and step 2. */
export const AddressSummary = ({ address }: { address: ShippingAddress }) => (
  <span className="d-block">
    <strong>
      {address.first_name} {address.last_name}
    </strong>
    {address.company ? `, ${address.company}` : ''}
    <br />
    {address.address}, {address.city}
    {address.state_name ? `, ${address.state_name}` : ''} {address.postal_code}
    {address.country_name ? `, ${address.country_name}` : ''}
    <br />
    {address.phone} · {address.email}
  </span>
);
