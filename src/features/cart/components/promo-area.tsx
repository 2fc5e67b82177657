import { useState, type FormEvent } from 'react';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/form/text-input';
import { isApiError } from '@/api/errors';
import { notify } from '@/lib/notify';
import type { Cart } from '@/types/api';
import { useApplyPromoMutation, useRemovePromoMutation } from '../api';
import { buildPromoPayload } from '../promo-payload';
import './promo-area.css';

/** Part 1 §8, verbatim. */
export const PROMO_TEXT = {
  applied: 'Promo Code Applied Successfully',
  exception: 'Something went wrong!',
} as const;

/** Entry when the cart accepts a promo; otherwise the applied promo with a remove button. */
export function PromoArea({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [applyPromo, applyState] = useApplyPromoMutation();
  const [removePromo, removeState] = useRemovePromoMutation();

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      const answer = await applyPromo(buildPromoPayload(code)).unwrap();
      // The API signals an error by sending a message (api-notes 3.4).
      if (answer?.message) notify.error(answer.message);
      else {
        notify.success(PROMO_TEXT.applied);
        setCode('');
      }
    } catch (error) {
      notify.error(
        isApiError(error) && typeof error.status === 'number' && error.message
          ? error.message
          : PROMO_TEXT.exception,
      );
    }
  };

  const remove = async () => {
    if (cart.id === undefined || !cart.promo) return;
    try {
      const answer = await removePromo({ cartId: cart.id, promo: cart.promo }).unwrap();
      notify.info(answer?.message ?? 'Promo code removed.');
    } catch (error) {
      notify.error(isApiError(error) && error.message ? error.message : PROMO_TEXT.exception);
    }
  };

  if (cart.accept_promo) {
    return (
      <form
        className="promo-area d-flex align-items-end gap-2"
        onSubmit={(event) => void apply(event)}
        aria-label="Promo code"
      >
        <div className="flex-grow-1">
          <TextInput
            id="promo-code"
            label="Promo Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            containerClassName="mb-0"
          />
        </div>
        <StatusButton
          type="submit"
          pending={applyState.isLoading}
          disabled={!code.trim()}
          className="promo-area__apply"
        >
          Apply
        </StatusButton>
      </form>
    );
  }
  if (!cart.promo) return null;
  return (
    <div className="promo-area d-flex flex-wrap align-items-center gap-2">
      <p className="mb-0">
        Promo code applied: <strong>{cart.promo}</strong>
      </p>
      <StatusButton
        variant="outline-danger"
        size="sm"
        pending={removeState.isLoading}
        onClick={() => void remove()}
      >
        Remove promo code
      </StatusButton>
    </div>
  );
}
