import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectLoggedIn } from '@/features/auth';
import { track, type TrackedProduct } from '@/lib/analytics';
import { notify, notifyError } from '@/lib/notify';
import type { MessageResponse } from '@/types/api';
import { cartApi, useAddToCartMutation, useGuestAddToCartMutation } from './api';
import { CART_MESSAGES } from './messages';

export type CartAction = 'add' | 'buy';

const bodyMessage = (body: MessageResponse | undefined): string | undefined =>
  typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;

/**
 * The one add-to-cart path for cards, store, listings and the product page. Guests add by IP
 * (success = HTTP ok), signed-in users through /cart/add (success = body status 200). Buy Now
 * then routes guests to the customer-information step and users to checkout.
 */
export const useAddToCart = () => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addAsUser] = useAddToCartMutation();
  const [addAsGuest] = useGuestAddToCartMutation();
  const [pending, setPending] = useState<Record<number, CartAction>>({});

  const submit = useCallback(
    async (product: TrackedProduct, qty: number): Promise<boolean> => {
      track('Added to Cart', product);
      const body = { product_id: product.id, qty: Math.max(1, Math.floor(qty) || 1) };
      try {
        if (loggedIn) {
          const answer = await addAsUser(body).unwrap();
          if (Number(answer.status) === 200) {
            const message = bodyMessage(answer);
            if (message) notify.success(message);
            return true;
          }
          notifyError(answerError(answer), CART_MESSAGES.addFailed);
          return false;
        }
        const answer = await addAsGuest(body).unwrap();
        notify.success(bodyMessage(answer) ?? CART_MESSAGES.guestAdded);
        return true;
      } catch (error) {
        // An HTTP failure without a message gets the catalogue's text; no answer at all is an exception.
        notifyError(
          error,
          loggedIn ? CART_MESSAGES.addFailed : CART_MESSAGES.guestAddFailed,
          CART_MESSAGES.addException,
        );
        return false;
      }
    },
    [loggedIn, addAsUser, addAsGuest],
  );

  const run = useCallback(
    async (action: CartAction, product: TrackedProduct, qty = 1): Promise<boolean> => {
      setPending((current) => ({ ...current, [product.id]: action }));
      const added = await submit(product, qty);
      setPending(({ [product.id]: _done, ...rest }) => rest);
      if (!added) return false;
      // The header count comes from the cart: refresh it even when no page holds the cart query.
      void dispatch(
        cartApi.endpoints.getCart.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      if (action === 'buy') navigate(loggedIn ? paths.checkout : paths.customerInfo);
      return true;
    },
    [submit, dispatch, navigate, loggedIn],
  );

  const addToCart = useCallback(
    (product: TrackedProduct, qty = 1) => run('add', product, qty),
    [run],
  );
  const buyNow = useCallback((product: TrackedProduct, qty = 1) => run('buy', product, qty), [run]);
  const pendingFor = useCallback(
    (productId: number): CartAction | null => pending[productId] ?? null,
    [pending],
  );

  return { addToCart, buyNow, pendingFor };
};

/**
 * A product card's Add To Cart and Buy Now, quantity 1, as the listings and the home carousels wire
 * them: stable handlers, so a memoised card re-renders only when its own props change.
 */
export const useCardCartActions = () => {
  const { addToCart, buyNow, pendingFor } = useAddToCart();
  const onAddToCart = useCallback(
    (product: TrackedProduct) => void addToCart(product, 1),
    [addToCart],
  );
  const onBuyNow = useCallback((product: TrackedProduct) => void buyNow(product, 1), [buyNow]);
  return { onAddToCart, onBuyNow, pendingFor };
};
