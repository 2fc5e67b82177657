import { useForm, useWatch } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { useAppSelector } from '@/app/hooks';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { StatusButton } from '@/components/ui/status-button';
import { notify, notifyError } from '@/lib/notify';
import { selectRedeemedVouchers } from '@/features/loyalty';
import type { Cart } from '@/types/api';
import { useApplyPromoMutation, useRemovePromoMutation } from '../api';
import { CART_MESSAGES } from '../messages';
import { buildPromoPayload, claimedRewards } from '../promo-payload';
import './promo-area.css';

/** Entry when the cart accepts a promo; otherwise the applied promo with a remove button. */
export function PromoArea({ cart }: { cart: Cart }) {
  const form = useForm({ defaultValues: { promo: '' } });
  const code = useWatch({ control: form.control, name: 'promo' });
  const [applyPromo] = useApplyPromoMutation();
  const [removePromo, removeState] = useRemovePromoMutation();
  const redeemed = useAppSelector(selectRedeemedVouchers);

  const apply = async ({ promo }: { promo: string }) => {
    if (!promo.trim()) return;
    const answer = await applyPromo(buildPromoPayload(promo, claimedRewards(redeemed))).unwrap();
    // The API signals an error by sending a message (api-notes 3.4).
    if (answer?.message) throw answerError(answer);
    notify.success(CART_MESSAGES.promoApplied);
    form.reset();
  };

  const remove = async () => {
    if (cart.id === undefined || !cart.promo) return;
    try {
      const answer = await removePromo({ cartId: cart.id, promo: cart.promo }).unwrap();
      notify.info(answer?.message ?? CART_MESSAGES.promoRemoved);
    } catch (error) {
      notifyError(error, CART_MESSAGES.promoException);
    }
  };

  if (cart.accept_promo) {
    return (
      <Form
        form={form}
        onSubmit={apply}
        errorText={CART_MESSAGES.promoException}
        toastErrors
        className="promo-area d-flex align-items-end gap-2"
        aria-label="Promo code"
      >
        <div className="flex-grow-1">
          <TextInput
            id="promo-code"
            label="Promo Code"
            autoComplete="off"
            containerClassName="mb-0"
            {...form.register('promo')}
          />
        </div>
        <SubmitButton disabled={!code.trim()} className="promo-area__apply">
          Apply
        </SubmitButton>
      </Form>
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
