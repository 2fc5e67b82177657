import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Modal } from '@/components/ui/modal';
import { ReviewWidget } from '@/features/catalog';
import { CONTACT_TEXT } from '../messages';

/** The contact page's reviews modal: the review widget (and its script) only once it is opened. */
export function ReviewsDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" onClick={() => setOpen(true)}>
        {CONTACT_TEXT.reviewsButton}
      </Button>
      <Modal
        show={open}
        onHide={() => setOpen(false)}
        heading={CONTACT_TEXT.reviewsTitle}
        size="lg"
      >
        <ReviewWidget variant="service" />
      </Modal>
    </>
  );
}
