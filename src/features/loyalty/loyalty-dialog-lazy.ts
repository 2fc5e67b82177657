import { lazy } from 'react';

/** The dialog and its tabs load only when the customer opens it: they are not in the entry chunk. */
export const LoyaltyDialog = lazy(() =>
  import('./components/loyalty-dialog').then((module) => ({ default: module.LoyaltyDialog })),
);
