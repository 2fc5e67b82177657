/** Whether the choices dialog is open: the footer's button and the banner open it, the dialog closes it. */
let open = false;
const listeners = new Set<() => void>();

const set = (next: boolean): void => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const openPrivacyChoices = (): void => set(true);
export const closePrivacyChoices = (): void => set(false);
export const isPrivacyChoicesOpen = (): boolean => open;
export const subscribePrivacyChoices = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
