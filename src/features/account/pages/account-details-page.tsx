import { AccountLayout } from '../components/account-layout';
import { PaymentAccounts } from '../components/payment-accounts';
import { ShippingAddresses } from '../components/shipping-addresses';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { requireAuth } from '@/app/start-up/route-loaders';
import type { RouteHandle } from '@/types/route';

/** /AccountDetails: saved shipping addresses and payment accounts, each with add, edit and delete. */
export default function Component() {
  return (
    <AccountLayout title={ACCOUNT_DETAILS_TEXT.title}>
      <ShippingAddresses />
      <PaymentAccounts />
    </AccountLayout>
  );
}

export const handle: RouteHandle = {
  title: 'Account Details',
  ownHead: true,
  secretEntry: 'card',
};
export const clientLoader = requireAuth;
