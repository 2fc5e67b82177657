import { useState } from 'react';

/**
 * A dialog (a drawer) whose module loads on demand: its opener's props (hover or focus starts the
 * download, a click asks for the dialog and opens it), whether it has been asked for (render it with
 * OnDemand from then on), and its open state. `load` must be a module-level function.
 */
export function useOnDemandDialog(load: () => Promise<unknown>) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const preload = () => void load().catch(() => undefined);
  return {
    requested,
    open,
    close: () => setOpen(false),
    openerProps: {
      'aria-haspopup': 'dialog' as const,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => {
        setRequested(true);
        setOpen(true);
      },
    },
  };
}
