import { useState } from 'react';
import type { GalleryItem } from '../gallery-items';
import { MEDIA_TEXT } from '../messages';
import { GalleryOverlay } from './gallery-overlay';

/** Thumbnails as buttons; each opens the enlarged overlay at its own picture. */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const [shown, setShown] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <ul className="row row-cols-2 row-cols-md-3 row-cols-lg-4 g-3 list-unstyled mb-0">
        {items.map((item, index) => (
          <li key={`${item.thumb}-${index}`} className="col">
            <button
              type="button"
              className="gallery-thumb"
              aria-haspopup="dialog"
              onClick={() => {
                setShown(index);
                setOpen(true);
              }}
            >
              <img
                src={item.thumb}
                alt={MEDIA_TEXT.imageAlt(index + 1, items.length)}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="gallery-thumb__image"
              />
            </button>
          </li>
        ))}
      </ul>
      <GalleryOverlay
        items={items}
        index={shown}
        show={open}
        onIndexChange={setShown}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
