import { CopyField } from '@/components/ui/copy-field';
import { Modal } from '@/components/ui/modal';
import { VOUCHER_TEXT as TEXT } from '../messages';

type VoucherDialogProps = { show: boolean; code: string; heading: string; onHide: () => void };

/** Spec §2.8 voucher-code dialog: the code from POST /add/reward with a copy control. */
export function VoucherDialog({ show, code, heading, onHide }: VoucherDialogProps) {
  return (
    <Modal show={show} onHide={onHide} heading={TEXT.heading} stacked>
      <p>{TEXT.intro(heading)}</p>
      <CopyField label={TEXT.label} value={code} copyLabel={TEXT.copy} copiedText={TEXT.copied} />
      <p className="small mt-2 mb-0">{TEXT.onePerOrder}</p>
    </Modal>
  );
}
