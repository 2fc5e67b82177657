import { useFormContext } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { unmaskDigits } from '@/lib/input-mask';
import { ACCOUNT_DETAILS_TEXT } from '../messages';

export type CardValues = { card_number: string; expiry_date: string; year: string };

const validExpiry = (value: string) => {
  const match = /^(\d{2})\/\d{2}$/.exec(value);
  const month = Number(match?.[1]);
  return (Boolean(match) && month >= 1 && month <= 12) || ACCOUNT_DETAILS_TEXT.expiryInvalid;
};

type CardFieldsProps = {
  idPrefix: string;
  /** Editing: an empty number keeps the saved card. */
  keepsSavedCard: boolean;
};

/** A payment account's card: number 9999 9999 9999 9999, expiry 99/99, year 9999 (spec part 2 §3). */
export function CardFields({ idPrefix, keepsSavedCard }: CardFieldsProps) {
  const { register } = useFormContext<CardValues>();
  return (
    <div className="row">
      <div className="col-12">
        <TextInput
          id={`${idPrefix}-card_number`}
          label={ACCOUNT_DETAILS_TEXT.cardNumber}
          required={!keepsSavedCard}
          mask="9999 9999 9999 9999"
          inputMode="numeric"
          autoComplete="cc-number"
          hint={keepsSavedCard ? ACCOUNT_DETAILS_TEXT.keepCardHint : undefined}
          {...register('card_number', {
            validate: (value) =>
              (keepsSavedCard && unmaskDigits(value) === '') ||
              unmaskDigits(value).length === 16 ||
              ACCOUNT_DETAILS_TEXT.cardNumberInvalid,
          })}
        />
      </div>
      <div className="col-sm-6">
        <TextInput
          id={`${idPrefix}-expiry_date`}
          label={ACCOUNT_DETAILS_TEXT.expiryDate}
          required
          mask="99/99"
          inputMode="numeric"
          autoComplete="cc-exp"
          {...register('expiry_date', { validate: validExpiry })}
        />
      </div>
      <div className="col-sm-6">
        <TextInput
          id={`${idPrefix}-year`}
          label={ACCOUNT_DETAILS_TEXT.year}
          required
          mask="9999"
          inputMode="numeric"
          {...register('year', {
            validate: (value) => /^\d{4}$/.test(value) || ACCOUNT_DETAILS_TEXT.yearInvalid,
          })}
        />
      </div>
    </div>
  );
}
