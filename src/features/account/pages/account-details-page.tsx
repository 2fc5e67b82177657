import { AccountLayout } from '../components/account-layout';
import { PaymentAccounts } from '../components/payment-accounts';
import { ShippingAddresses } from '../components/shipping-addresses';
import { ACCOUNT_DETAILS_TEXT } from '../messages';

/** /AccountDetails: saved shipping addresses and payment accounts, each with add, edit and delete. */
export function Component() {
  return (
    <AccountLayout title={ACCOUNT_DETAILS_TEXT.title}>
      <ShippingAddresses />
      <PaymentAccounts />
    </AccountLayout>
  );
}
