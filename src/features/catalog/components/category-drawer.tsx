import { useRef, useState } from 'react';
import { OnDemand } from '@/components/ui/on-demand';

type CategoryDrawerProps = { titles: { title: string; anchor: string }[] };

// The drawer (react-bootstrap Offcanvas and its transitions, 3 chunks) loads at the first click:
// /store's first visit does not wait for it. Pointer over or focus on the button starts the download.
const loadPanel = () =>
  import('./category-drawer-panel').then((module) => module.CategoryDrawerPanel);
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** The store's filter drawer: lists category titles and scrolls to the chosen one. */
export function CategoryDrawer({ titles }: CategoryDrawerProps) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const goTo = (anchor: string) => {
    setTarget(anchor);
    setOpen(false);
  };

  // Once the drawer has closed (so its own focus return cannot undo the jump): scroll to the chosen
  // category, or, closed without a choice, focus back on the button.
  const afterClose = () => {
    if (!target) {
      openerRef.current?.focus();
      return;
    }
    const heading = document.getElementById(target);
    heading?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    heading?.focus({ preventScroll: true });
    setTarget(null);
  };

  return (
    <span className="d-inline-flex align-items-center gap-2">
      <button
        ref={openerRef}
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        aria-haspopup="dialog"
      >
        Filter by category
      </button>
      {requested && (
        <OnDemand
          load={loadPanel}
          loadingLabel="Loading categories"
          props={{
            show: open,
            titles,
            onChoose: goTo,
            onHide: () => setOpen(false),
            onExited: afterClose,
          }}
        />
      )}
    </span>
  );
}
