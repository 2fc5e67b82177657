import { useState } from 'react';
import { Offcanvas } from 'react-bootstrap';

type CategoryDrawerProps = { titles: { title: string; anchor: string }[] };

/** The store's filter drawer: lists category titles and scrolls to the chosen one. */
export function CategoryDrawer({ titles }: CategoryDrawerProps) {
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);

  const goTo = (anchor: string) => {
    setTarget(anchor);
    setOpen(false);
  };

  // Scroll once the drawer has closed, so its focus return does not undo the jump.
  const scrollToTarget = () => {
    if (!target) return;
    const heading = document.getElementById(target);
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
    setTarget(null);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Filter by category
      </button>
      <Offcanvas
        show={open}
        onHide={() => setOpen(false)}
        onExited={scrollToTarget}
        restoreFocus={false}
        placement="start"
        aria-labelledby="category-drawer-title"
      >
        <Offcanvas.Header closeButton closeLabel="Close categories">
          <Offcanvas.Title id="category-drawer-title">Categories</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <ul className="list-unstyled mb-0">
            {titles.map(({ title, anchor }) => (
              <li key={anchor}>
                <button
                  type="button"
                  className="btn btn-link text-start px-0"
                  onClick={() => goTo(anchor)}
                >
                  {title}
                </button>
              </li>
            ))}
          </ul>
        </Offcanvas.Body>
      </Offcanvas>
    </>
  );
}
