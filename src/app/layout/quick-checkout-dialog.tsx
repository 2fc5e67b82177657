import { Modal } from '@/components/ui/modal';

type QuickCheckoutDialogProps = { onHide: () => void };

/** Placeholder for the retailer Quick Checkout (role 2); the order-pad feature is a later issue. */
export default function QuickCheckoutDialog({ onHide }: QuickCheckoutDialogProps) {
  return (
    <Modal show onHide={onHide} heading="Quick Checkout" size="lg">
      <p className="mb-0">
        Quick Checkout for retail partners is coming in a later release. Until then, please add
        products from the store and check out from your cart.
      </p>
    </Modal>
  );
}
