import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/config/paths';
import { CART_MESSAGES, useAddToCartMutation } from '@/features/cart';
import { catalogApi } from '@/features/catalog';
import { notify, notifyError } from '@/lib/notify';
import type { OrderProduct } from '@/types/api';
import { accountInfoApi } from './api';
import { basketOf, itemsOf } from './buy-again';
import { BUY_AGAIN_TEXT, ORDER_TEXT } from './messages';

/**
 * 'Buy it again': the order's products that are still sold go into the cart in one
 * POST /cart/add `items` call, then the cart opens. One order at a time: a second click while one is
 * under way does nothing.
 */
export const useBuyAgain = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [addItems] = useAddToCartMutation();
  const [busyOrderId, setBusyOrderId] = useState<number | null>(null);
  const running = useRef(false);

  const productsOf = useCallback(
    async (orderId: number): Promise<readonly OrderProduct[] | null> => {
      const order = await dispatch(
        accountInfoApi.endpoints.getOrderDetail.initiate(orderId, { subscribe: false }),
      ).unwrap();
      return order?.products ?? null;
    },
    [dispatch],
  );

  /** Whether the product still answers GET /products/{id}: a 404 means it is no longer sold. */
  const stillSold = useCallback(
    async (productId: number): Promise<boolean> =>
      (await dispatch(
        catalogApi.endpoints.getProduct.initiate(productId, { subscribe: false }),
      ).unwrap()) !== null,
    [dispatch],
  );

  const add = async (orderId: number, known?: readonly OrderProduct[]): Promise<void> => {
    let products: readonly OrderProduct[] | null;
    try {
      products = known ?? (await productsOf(orderId));
    } catch (error) {
      notifyError(error, ORDER_TEXT.detailFailed);
      return;
    }
    if (!products) {
      notify.error(ORDER_TEXT.notFound(String(orderId)));
      return;
    }
    const { lines, unnamed } = basketOf(products);
    let sold: boolean[];
    try {
      sold = await Promise.all(lines.map((line) => stillSold(line.product_id)));
    } catch (error) {
      notifyError(error, BUY_AGAIN_TEXT.checkFailed);
      return;
    }
    const kept = lines.filter((_line, index) => sold[index]);
    const leftOut = [
      ...lines.filter((_line, index) => !sold[index]).map((line) => line.product_name),
      ...unnamed,
    ];
    if (kept.length === 0) {
      notify.error(BUY_AGAIN_TEXT.nothingLeft(orderId, leftOut));
      return;
    }
    try {
      const answer = await addItems({ items: itemsOf(kept) }).unwrap();
      if (Number(answer.status) !== 200) throw answerError(answer);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      notifyError(error, CART_MESSAGES.addFailed, CART_MESSAGES.addException);
      return;
    }
    if (leftOut.length > 0) notify.info(BUY_AGAIN_TEXT.leftOut(leftOut));
    void navigate(paths.cart);
  };

  const buyAgain = async (orderId: number, known?: readonly OrderProduct[]): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusyOrderId(orderId);
    try {
      await add(orderId, known);
    } finally {
      running.current = false;
      setBusyOrderId(null);
    }
  };

  return { buyAgain, busyOrderId };
};
