import { Button } from 'react-bootstrap';
import { Modal } from '@/components/ui/modal';
import { env } from '@/config/env';
import type { OrderDetail } from '@/types/api';
import { ORDER_TEXT } from '../messages';
import { OrderFacts } from './order-facts';
import { OrderItems } from './order-items';
import { OrderShipTo } from './order-ship-to';
import { OrderTotals } from './order-totals';
import './receipt.css';

type ReceiptDialogProps = { order: OrderDetail; show: boolean; onHide: () => void };

/** Company contact and support phones from configuration (VITE_COMPANY_*, VITE_PHONE_*). */
const CompanyContact = () => {
  const { companyName, companyAddress, companyEmail, phoneTollFree, phoneInternational } = env;
  return (
    <div className="receipt__company mb-3">
      <p className="fw-bold mb-0">{companyName}</p>
      <address className="mb-0">
        <span className="d-block">{companyAddress}</span>
        <a href={`mailto:${companyEmail}`}>{companyEmail}</a>
        {(phoneTollFree || phoneInternational) && (
          <span className="d-block">
            {ORDER_TEXT.support}:{' '}
            {[
              phoneTollFree && `${ORDER_TEXT.tollFree} ${phoneTollFree}`,
              phoneInternational && `${ORDER_TEXT.international} ${phoneInternational}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        )}
      </address>
    </div>
  );
};

/**
 * 'View Printable Receipt' (spec part 2 "Orders"): the order as a receipt with the company contact;
 * Print prints only this dialog (receipt.css hides the page behind it).
 */
export function ReceiptDialog({ order, show, onHide }: ReceiptDialogProps) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      heading={`${ORDER_TEXT.receiptTitle} · ${ORDER_TEXT.orderHeading(order.id)}`}
      size="lg"
      className="receipt-modal"
    >
      <div className="receipt">
        <CompanyContact />
        <div className="row g-3 mb-3">
          <div className="col-sm-6">
            <OrderFacts order={order} />
          </div>
          <div className="col-sm-6">
            <h3 className="h6">{ORDER_TEXT.shipTo}</h3>
            <OrderShipTo order={order} />
          </div>
        </div>
        <OrderItems products={order.products} />
        <OrderTotals order={order} />
      </div>
      <div className="receipt__actions d-flex justify-content-end mt-3">
        <Button variant="primary" onClick={() => window.print()}>
          {ORDER_TEXT.print}
        </Button>
      </div>
    </Modal>
  );
}
