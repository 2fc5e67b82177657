/** Router state between the password-reset steps and /login (kept in history, so a reload keeps it). */
export type ResetStepState = { sent?: string };
export type LoginPageState = { notice?: string };

const textField = (state: unknown, key: string): string | undefined => {
  const value = state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : null;
  return typeof value === 'string' && value ? value : undefined;
};

/** The "code sent" message the e-mail step passed to the code step. */
export const sentMessage = (state: unknown) => textField(state, 'sent');

/** A success message for the login page (after a password reset). */
export const loginNotice = (state: unknown) => textField(state, 'notice');
