import type { RootState } from '@/app/store';

/**
 * Spec §2.2: "The points badge needs the login token plus the cart's id and email." The spec's "Cart"
 * entity with first_name, email and points is the /auth/user summary (api-notes §3.2), kept in the
 * user slice; the cart slice (filled by GET /cart/) carries the same identity, so either source counts.
 */
export const selectShowPointsBadge = (state: RootState): boolean => {
  if (!state.user.loggedIn) return false;
  const id = state.user.id ?? state.cart.id;
  const email = state.user.email ?? state.cart.email;
  return id !== null && id !== undefined && Boolean(email);
};

export const cartLinkLabel = (count: number): string =>
  `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
