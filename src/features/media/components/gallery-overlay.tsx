import { useEffect } from 'react';
import { Modal } from '@/components/ui/modal';
import type { GalleryItem } from '../gallery-items';
import { MEDIA_TEXT } from '../messages';

type EnlargedProps = {
  items: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
};

type GalleryOverlayProps = EnlargedProps & { show: boolean; onClose: () => void };

function Enlarged({ items, index, onIndexChange }: EnlargedProps) {
  const total = items.length;
  const step = (by: number) => onIndexChange((index + by + total) % total);

  // Arrow keys anywhere in the open dialog (focus is kept inside it); Escape is the dialog's own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  return (
    <figure className="gallery-overlay mb-0">
      <img
        src={items[index].full}
        alt={MEDIA_TEXT.imageAlt(index + 1, total)}
        width={1200}
        height={500}
        className="gallery-overlay__image"
      />
      <figcaption className="d-flex justify-content-between align-items-center gap-2 mt-3">
        <button type="button" className="btn btn-outline-secondary" onClick={() => step(-1)}>
          {MEDIA_TEXT.previous}
        </button>
        <span aria-live="polite">{MEDIA_TEXT.position(index + 1, total)}</span>
        <button type="button" className="btn btn-outline-secondary" onClick={() => step(1)}>
          {MEDIA_TEXT.next}
        </button>
      </figcaption>
    </figure>
  );
}

/**
 * The enlarged picture in a dialog: Previous/Next buttons and the arrow keys move through the
 * gallery, Escape or Close shut it, and the focus goes back to the thumbnail that opened it.
 */
export function GalleryOverlay({ show, onClose, ...enlarged }: GalleryOverlayProps) {
  // The picture stays rendered while the dialog fades out (the dialog unmounts it once closed).
  const present = enlarged.index < enlarged.items.length;
  return (
    <Modal show={show && present} onHide={onClose} size="xl" heading={MEDIA_TEXT.lifeStyleTitle}>
      {present && <Enlarged {...enlarged} />}
    </Modal>
  );
}
