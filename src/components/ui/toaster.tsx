import { Suspense, useSyncExternalStore } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { subscribeToToastRequests, toastsRequested } from '@/lib/notify';
import { lazyPart } from '@/lib/lazy-part';

// react-toastify and its style sheet (about 10 KB gzip) stay out of the first load: most visits
// never show a toast. notify() queues until this has loaded.
const ToastList = lazyPart(() =>
  import('./toast-list').then((module) => module.ToastList),
).Component;

/** The one toast container; mount once near the root. It loads with the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    // A toast chunk that fails to load costs the toasts, never the page.
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <ToastList />
      </Suspense>
    </ErrorBoundary>
  );
}
