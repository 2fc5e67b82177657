import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { PURCHASE_TEXT as TEXT } from '../messages';

type PurchaseDialogProps = {
  show: boolean;
  points: number;
  onHide: () => void;
  onLeave: () => void;
};

/** Spec §2.8 Make A Purchase dialog: how purchases earn points, and the way to the store. */
export function PurchaseDialog({ show, points, onHide, onLeave }: PurchaseDialogProps) {
  return (
    <Modal show={show} onHide={onHide} heading={TEXT.heading} stacked>
      <p>{TEXT.body(points)}</p>
      <Link
        to={paths.store}
        className="btn btn-primary"
        onClick={() => {
          onHide();
          onLeave();
        }}
      >
        {TEXT.shop}
      </Link>
    </Modal>
  );
}
