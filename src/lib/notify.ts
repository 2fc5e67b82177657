import type { Id, toast as ToastApi, ToastOptions } from 'react-toastify';
import { getErrorMessage } from '@/api/errors';

export type NotifyKind = 'success' | 'error' | 'info';

type Toast = typeof ToastApi;
type Pending = { kind: NotifyKind; message: string; options: ToastOptions & { toastId: Id } };

// react-toastify and its container load with the first toast (src/components/ui/toaster.tsx); until
// the container has mounted and connected, toasts wait here.
let connected: Toast | null = null;
let pending: Pending[] = [];
let requested = false;
const requestListeners = new Set<() => void>();

// Identical messages share one toast id, so a double click or a repeated failure shows one toast.
const show = (kind: NotifyKind, message: string, options?: ToastOptions): Id => {
  const toastId = options?.toastId ?? `${kind}:${message}`;
  if (connected) {
    if (connected.isActive(toastId)) return toastId;
    return connected[kind](message, { ...options, toastId });
  }
  if (!pending.some((toast) => toast.options.toastId === toastId))
    pending.push({ kind, message, options: { ...options, toastId } });
  if (!requested) {
    requested = true;
    requestListeners.forEach((listener) => listener());
  }
  return toastId;
};

/** The one way to show a toast (spec §2.10: top-right toasts for all messages). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id?: Id) => {
    pending = id == null ? [] : pending.filter((toast) => toast.options.toastId !== id);
    connected?.dismiss(id);
  },
};

/**
 * The one way to toast a failure: the server's message, else the spec's fallback text
 * (`exceptionText` when nothing answered, see getErrorMessage). Returns the text shown.
 */
export const notifyError = (
  error: unknown,
  fallbackText: string,
  exceptionText?: string,
): string => {
  const message = getErrorMessage(error, fallbackText, exceptionText);
  notify.error(message);
  return message;
};

/** For the <Toaster>: whether a toast has been asked for, so the toast code is worth loading. */
export const toastsRequested = () => requested;

export const subscribeToToastRequests = (listener: () => void) => {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
};

/** For the mounted toast container: shows the waiting toasts, then every toast at once. */
export const connectToasts = (toast: Toast) => {
  connected = toast;
  const waiting = pending;
  pending = [];
  waiting.forEach(({ kind, message, options }) => show(kind, message, options));
  return () => {
    if (connected === toast) connected = null;
  };
};
