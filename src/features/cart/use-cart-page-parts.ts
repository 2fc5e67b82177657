import { useEffect, type ComponentProps } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useAfterHydration } from '@/app/start-up/use-hydrated';
import { useLazyPart } from '@/hooks/use-lazy-part';
import { lazyPart } from '@/lib/lazy-part';
import { loadGuestEmailForm, loadLoginForm, selectLoggedIn } from '@/features/auth';
import { selectCartCount } from './cart-slice';
import type { CartFormSection, SignInFormProps } from './components/cart-form-section';
import { filledCart } from './prefetch';
import { CART_MESSAGES } from './messages';

/*
 * What /cart waits for, and why (docs/performance.md: hydration and "What may run before the first
 * tap"). Its prerendered HTML, and so its hydrating render, is a guest's loading state with the
 * sign-in forms under it; the visitor's own view (signed in, the header's count) waits a render.
 * The filled cart's, the related products' and the forms' modules are not in the page's chunk:
 * their downloads start early (below) and each waits in a boundary the page holds, so nothing that
 * arrives moves what is painted. A form hidden meanwhile drops a press held for it (decision 032).
 * The related products, last in the page's content, render only as their place nears the viewport
 * (NearViewportPart): their module is in by then, and the cart's answer renders without them.
 */

/**
 * The related products' module (the product card with it): not in the page's first screen or chunk.
 * Here, not beside the filled cart's: it needs the catalogue, which needs the cart's index.
 */
const relatedProductsPart = lazyPart(() =>
  import('./components/related-products').then((module) => module.RelatedProducts),
);
const RecentlyViewed = lazyPart(() =>
  import('./components/related-products').then((module) => module.RecentlyViewed),
).Component;
// A guest's two sign-in forms. They bring the form kit (react-hook-form): the page paints without
// waiting for it. Made once for the page, so the memoised sections get the same props every render.
const SIGN_IN_FORMS = [
  // Signing in keeps the shopper on the cart, which refetches for the user.
  {
    headingId: 'cart-login-title',
    idPrefix: 'cart-login',
    title: 'Returning customer? Log in',
    slot: 'login',
    loadingLabel: CART_MESSAGES.loadingLoginForm,
    form: lazyPart<SignInFormProps>(loadLoginForm),
  },
  // E-mail + IP gives a guest token used like a login; the shopper stays.
  {
    headingId: 'cart-guest-title',
    idPrefix: 'cart-guest',
    title: 'Check out as a guest',
    slot: 'guest',
    loadingLabel: CART_MESSAGES.loadingGuestForm,
    form: lazyPart<SignInFormProps>(loadGuestEmailForm),
  },
] satisfies ComponentProps<typeof CartFormSection>[];

/** The cart page's later parts, their early downloads, and whether the guest's forms show. */
export const useCartPageParts = ({
  isLoading,
  hasLines,
}: {
  isLoading: boolean;
  hasLines: boolean;
}) => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const headerCount = useAppSelector(selectCartCount);
  const [FilledCart, retryFilledCart] = useLazyPart(filledCart);
  const [RelatedProducts, retryRelatedProducts] = useLazyPart(relatedProductsPart);

  const linesLikely = hasLines || headerCount > 0;
  // The filled cart's module downloads as soon as lines are likely (the header's count), not only
  // once the answer has them; the related products' while the cart loads (most answers have some).
  useEffect(() => {
    if (linesLikely) filledCart.preload();
  }, [linesLikely]);
  useEffect(() => {
    if (isLoading) relatedProductsPart.preload();
  }, [isLoading]);
  // The prerendered page (no visitor) has the guest's forms under the loading body, which is as tall
  // as an empty cart's (cart.css). A guest keeps them through the cart's load (they hydrate, not
  // render anew), unless the header's count says lines are coming: the lines would push them down.
  const showGuestForms = useAfterHydration(!loggedIn && !(isLoading && linesLikely), true);

  return {
    FilledCart,
    retryFilledCart,
    RelatedProducts,
    retryRelatedProducts,
    RecentlyViewed,
    signInForms: SIGN_IN_FORMS,
    showGuestForms,
  };
};
