import { useCallback } from 'react';
import type { Cart } from '@/types/api';
import { useDeleteCartItemMutation, useUpdateCartQuantityMutation } from '../api';
import { useCartLineQueue } from '../use-cart-line-queue';
import { CartLine } from './cart-line';

type CartLinesProps = { cart: Cart; refetch: () => Promise<unknown> };

/** The lines, with +/−/delete serialised and one refetch after the last change. */
export function CartLines({ cart, refetch }: CartLinesProps) {
  const [updateQuantity] = useUpdateCartQuantityMutation();
  const [deleteItem] = useDeleteCartItemMutation();
  const { enqueue, busyLines } = useCartLineQueue(refetch);

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
