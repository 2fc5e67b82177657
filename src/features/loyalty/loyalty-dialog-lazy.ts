import { lazyPart } from '@/lib/lazy-part';

/** The dialog and its tabs load only when the customer opens it: they are not in the entry chunk. */
export const LoyaltyDialog = lazyPart(() =>
  import('./components/loyalty-dialog').then((module) => module.LoyaltyDialog),
).Component;
