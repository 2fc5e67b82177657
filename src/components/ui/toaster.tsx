import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Spec §9 toast defaults: Alt+T focuses the toast list. */
export const toastHotKeys = (event: KeyboardEvent): boolean =>
  event.altKey && event.code === 'KeyT';

/** The one toast container (spec §9 defaults); mount once near the root. */
export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      pauseOnHover
      pauseOnFocusLoss
      draggable
      draggablePercent={80}
      hotKeys={toastHotKeys}
      theme="light"
    />
  );
}
