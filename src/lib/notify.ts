import { toast, type Id, type ToastOptions } from 'react-toastify';
import { getErrorMessage } from '@/api/errors';

export type NotifyKind = 'success' | 'error' | 'info';

// Identical messages share one toast id, so a double click or a repeated failure shows one toast.
const show = (kind: NotifyKind, message: string, options?: ToastOptions): Id => {
  const toastId = options?.toastId ?? `${kind}:${message}`;
  if (toast.isActive(toastId)) return toastId;
  return toast[kind](message, { ...options, toastId });
};

/** The one way to show a toast (spec §2.10: top-right toasts for all messages). */
export const notify = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  dismiss: (id?: Id) => toast.dismiss(id),
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
