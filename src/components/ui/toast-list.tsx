import { useEffect } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { connectToasts } from '@/lib/notify';

/** Spec §9 toast defaults: Alt+T focuses the toast list. */
export const toastHotKeys = (event: KeyboardEvent): boolean =>
  event.altKey && event.code === 'KeyT';

/** The toast container (spec §9 defaults), loaded by <Toaster> with react-toastify. */
export function ToastList() {
  // A child's effects run first: the container has registered when the waiting toasts are shown.
  useEffect(() => connectToasts(toast), []);
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
