import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { addressHandlers } from './addresses';
import { authHandlers } from './auth';
import { blogHandlers } from './blog';
import { cartHandlers } from './cart';
import { catalogHandlers } from './catalog';
import { checkoutHandlers } from './checkout';
import { contentHandlers } from './content';
import { externalHandlers } from './external';
import { loyaltyHandlers } from './loyalty';
import { loyaltyWidgetHandlers } from './loyalty-widget';
import { mediaHandlers } from './media';
import { pageHandlers } from './pages';
import { passwordResetHandlers } from './password-reset';
import { retailerHandlers } from './retailers';
import { testimonialHandlers } from './testimonials';
import { wholesaleHandlers } from './wholesale';

/** Every endpoint of the local API, one array per spec area. Paths use a '*' origin so any host/port matches. */
export const handlers: RequestHandler[] = [
  // Before the external stand-ins: its script path is more specific than their '/__ext/scripts/:name'.
  ...loyaltyWidgetHandlers,
  ...externalHandlers,
  ...authHandlers,
  // Before the catalogue: its '*/categories' would also match /blogs/categories/.
  ...blogHandlers,
  ...catalogHandlers,
  ...cartHandlers,
  // ---- checkout area (handlers/checkout.ts, handlers/addresses.ts) ----
  ...checkoutHandlers,
  ...addressHandlers,
  // ----
  ...loyaltyHandlers,
  ...accountHandlers,
  ...passwordResetHandlers,
  ...contentHandlers,
  ...pageHandlers,
  ...testimonialHandlers,
  ...retailerHandlers,
  ...wholesaleHandlers,
  ...mediaHandlers,
];
