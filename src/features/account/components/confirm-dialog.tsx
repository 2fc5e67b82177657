import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { notify, notifyError } from '@/lib/notify';
import { ACCOUNT_MESSAGES } from '../messages';

type ConfirmDialogProps = {
  heading: string;
  /** Runs on Yes; resolves to the server's message, if any. */
  action: () => Promise<{ message?: string }>;
  doneText: string;
  onHide: () => void;
};

/** Spec §2.10 confirm dialog (Yes runs the action, No closes) for a delete; a failure keeps it open. */
export function ConfirmDialog({ heading, action, doneText, onHide }: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      const answer = await action();
      notify.success(answer.message ?? doneText);
      onHide();
    } catch (error) {
      notifyError(error, ACCOUNT_MESSAGES.addressFailed);
      setPending(false);
    }
  };

  return (
    <Modal
      show
      onHide={onHide}
      heading={heading}
      variant="confirm"
      onConfirm={() => void confirm()}
      confirmPending={pending}
    />
  );
}
