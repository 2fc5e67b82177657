import { useRef, useState } from 'react';
import { OnDemand } from '@/components/ui/on-demand';
import { useOnDemandDialog } from '@/hooks/use-on-demand-dialog';
import { CATALOG_MESSAGES } from '../messages';

type CategoryDrawerProps = { titles: { title: string; anchor: string }[] };

// The drawer (react-bootstrap Offcanvas and its transitions, 3 chunks) loads at the first click:
// /store's first visit does not wait for it. Pointer over or focus on the button starts the download.
const loadPanel = () =>
  import('./category-drawer-panel').then((module) => module.CategoryDrawerPanel);

/** The store's filter drawer: lists category titles and scrolls to the chosen one. */
export function CategoryDrawer({ titles }: CategoryDrawerProps) {
  const drawer = useOnDemandDialog(loadPanel);
  const [target, setTarget] = useState<string | null>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  const goTo = (anchor: string) => {
    setTarget(anchor);
    drawer.close();
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
        {...drawer.openerProps}
      >
        Filter by category
      </button>
      {drawer.requested && (
        <OnDemand
          load={loadPanel}
          loadingLabel={CATALOG_MESSAGES.loadingCategories}
          props={{
            show: drawer.open,
            titles,
            onChoose: goTo,
            onHide: drawer.close,
            onExited: afterClose,
          }}
        />
      )}
    </span>
  );
}
