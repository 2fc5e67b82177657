export { QuickCheckoutDialog } from './components/quick-checkout-dialog';
