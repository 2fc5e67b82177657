import { useRef, useState } from 'react';
import { LazyBoundary } from '@/components/ui/lazy-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { CATALOG_MESSAGES } from '../messages';

type CategoryDrawerProps = { titles: { title: string; anchor: string }[] };

// The drawer (react-bootstrap Offcanvas and its transitions, 3 chunks) loads at the first click:
// /store's first visit does not wait for it. Pointer over or focus on the button starts the download.
const panel = lazyPart(() =>
  import('./category-drawer-panel').then((module) => module.CategoryDrawerPanel),
);

/** The store's filter drawer: lists category titles and scrolls to the chosen one. */
export function CategoryDrawer({ titles }: CategoryDrawerProps) {
  const [Panel, retryPanel] = useLazyPart(panel);
  // Mounted from the first click on, so closing plays the drawer's exit transition.
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const close = () => setOpen(false);
  const goTo = (anchor: string) => {
    setTarget(anchor);
    close();
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
        aria-haspopup="dialog"
        onPointerEnter={panel.preload}
        onFocus={panel.preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Filter by category
      </button>
      {requested && (
        <LazyBoundary
          fallback={
            <Spinner inline size="sm" hideLabel label={CATALOG_MESSAGES.loadingCategories} />
          }
          onRetry={retryPanel}
        >
          <Panel show={open} titles={titles} onChoose={goTo} onHide={close} onExited={afterClose} />
        </LazyBoundary>
      )}
    </span>
  );
}
