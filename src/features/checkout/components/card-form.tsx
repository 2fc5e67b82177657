import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { CHECKOUT_MESSAGES } from '../messages';
import type { CardDetails } from '../rules';

export type CardFormHandle = {
  /** Validates and returns the card, only when the order is placed; null when invalid. */
  collect: () => Promise<CardDetails | null>;
};

type CardFormProps = { ref?: Ref<CardFormHandle>; defaultName?: string };

const expiryCheck = (value: string): true | string => {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  if (!match) return CHECKOUT_MESSAGES.cardExpiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CHECKOUT_MESSAGES.cardExpiry;
  const now = new Date();
  const expiresAt = (2000 + Number(match[2])) * 12 + month - 1;
  return expiresAt >= now.getFullYear() * 12 + now.getMonth() || CHECKOUT_MESSAGES.cardExpiryPast;
};

/**
 * The card number, expiry and CVV live only in this component's form state. They leave it once,
 * through collect(), when Complete Order builds the POST /checkout body; nothing else reads them.
 */
export const CardForm = ({ ref, defaultName = '' }: CardFormProps) => {
  const {
    register,
    trigger,
    getValues,
    formState: { errors },
  } = useForm<CardDetails>({
    defaultValues: { card_number: '', card_name: defaultName, expiry_date: '', cvv: '' },
    mode: 'onTouched',
  });

  useImperativeHandle(
    ref,
    () => ({
      collect: async () => ((await trigger()) ? { ...getValues() } : null),
    }),
    [trigger, getValues],
  );

  return (
    <fieldset className="border rounded p-3 mb-3" aria-label="Credit card">
      <legend className="h6 float-none w-auto px-1">Credit Card</legend>
      <TextInput label="Name on Card" autoComplete="cc-name" {...register('card_name')} />
      <TextInput
        label="Card Number"
        required
        mask="9999 9999 9999 9999"
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.card_number?.message}
        {...register('card_number', {
          validate: (value) =>
            /^\d{16}$/.test(value.replace(/\s/g, '')) || CHECKOUT_MESSAGES.cardNumber,
        })}
      />
      <div className="row">
        <div className="col-6">
          <TextInput
            label="Expiry (MM/YY)"
            required
            mask="99/99"
            inputMode="numeric"
            autoComplete="cc-exp"
            error={errors.expiry_date?.message}
            {...register('expiry_date', { validate: expiryCheck })}
          />
        </div>
        <div className="col-6">
          <TextInput
            label="CVV"
            required
            mask="999"
            inputMode="numeric"
            autoComplete="cc-csc"
            error={errors.cvv?.message}
            {...register('cvv', {
              validate: (value) => /^\d{3}$/.test(value) || CHECKOUT_MESSAGES.cardCvv,
            })}
          />
        </div>
      </div>
    </fieldset>
  );
};
