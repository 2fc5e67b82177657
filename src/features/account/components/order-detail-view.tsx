import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAddToCart } from '@/features/cart';
import type { OrderDetail } from '@/types/api';
import { ORDER_TEXT } from '../messages';
import { useBuyAgain } from '../use-buy-again';
import { BuyAgainButton } from './buy-again-button';
import { OrderFacts } from './order-facts';
import { OrderItems } from './order-items';
import { OrderShipTo } from './order-ship-to';
import { OrderTotals } from './order-totals';
import { ReceiptDialog } from './receipt-dialog';

/** Every field of the spec's order detail (part 2 §3), and the printable receipt. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const [receiptOpen, setReceiptOpen] = useState(false);
  const { buyAgain, busyOrderId } = useBuyAgain();
  const { addToCart, pendingFor } = useAddToCart();
  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-center mb-3">
        <Link to={paths.orderHistory}>{ORDER_TEXT.backToHistory}</Link>
        <div className="d-flex flex-wrap gap-2">
          <BuyAgainButton
            orderId={order.id}
            busyOrderId={busyOrderId}
            onBuyAgain={() => void buyAgain(order.id, order.products)}
          />
          <Button variant="outline-primary" onClick={() => setReceiptOpen(true)}>
            {ORDER_TEXT.viewReceipt}
          </Button>
        </div>
      </div>
      <div className="row g-4 mb-4">
        <section className="col-md-6" aria-labelledby="order-summary-heading">
          <h2 id="order-summary-heading" className="h5">
            {ORDER_TEXT.summary}
          </h2>
          <OrderFacts order={order} />
        </section>
        <section className="col-md-6" aria-labelledby="order-ship-to-heading">
          <h2 id="order-ship-to-heading" className="h5">
            {ORDER_TEXT.shipTo}
          </h2>
          <OrderShipTo order={order} />
        </section>
      </div>
      <h2 className="h5">{ORDER_TEXT.products}</h2>
      <OrderItems
        products={order.products}
        addToCart={{
          onAddToCart: ({ id, product_name, price }) =>
            void addToCart({ id, product_name, sell_price: price }, 1),
          isAdding: (productId) => pendingFor(productId) !== null,
        }}
      />
      <OrderTotals order={order} />
      <ReceiptDialog order={order} show={receiptOpen} onHide={() => setReceiptOpen(false)} />
    </>
  );
}
