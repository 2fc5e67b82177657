import { useCallback } from 'react';
import type { Cart } from '@/types/api';
import { useDeleteCartItemMutation, useUpdateCartQuantityMutation } from '../api';
import type { CartLineQueue } from '../use-cart-line-queue';
import { CartLine } from './cart-line';

type CartLinesProps = { cart: Cart; queue: CartLineQueue };

/** The lines, with +/−/delete serialised through the page's queue (one refetch after the last change). */
export function CartLines({ cart, queue: { enqueue, busyLines } }: CartLinesProps) {
  const [updateQuantity] = useUpdateCartQuantityMutation();
  const [deleteItem] = useDeleteCartItemMutation();

  const change = useCallback(
    (id: number, action: 'increase' | 'decrease') =>
      void enqueue(id, () => updateQuantity({ id, action }).unwrap()),
    [enqueue, updateQuantity],
  );
  const remove = useCallback(
    (id: number) => void enqueue(id, () => deleteItem(id).unwrap()),
    [enqueue, deleteItem],
  );

  return (
    <ul className="list-unstyled mb-0">
      {cart.items.map((item) => (
        <CartLine
          key={item.id}
          item={item}
          busy={busyLines.has(item.id)}
          onIncrease={() => change(item.id, 'increase')}
          onDecrease={() => change(item.id, 'decrease')}
          onDelete={() => remove(item.id)}
        />
      ))}
    </ul>
  );
}
