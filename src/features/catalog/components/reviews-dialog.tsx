import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Modal } from '@/components/ui/modal';
import { ReviewWidget } from './review-widget';

type ReviewsDialogProps = {
  /** The button that opens it. */
  label: string;
  heading: string;
};

/**
 * A button and the shop's reviews in a dialog: the review widget (and its script) load only once it
 * is opened; without a configured widget the dialog says so (ReviewWidget's note).
 */
export function ReviewsDialog({ label, heading }: ReviewsDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} heading={heading} size="lg">
        <ReviewWidget variant="service" />
      </Modal>
    </>
  );
}
