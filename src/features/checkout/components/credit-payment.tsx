import { RadioGroup, type RadioOption } from '@/components/form/radio-group';
import { formatMoney } from '@/lib/money';
import type { PaymentMethod } from '@/types/api';
import { useCheckoutContext } from '../checkout-context';
import { creditsMessage } from '../messages';
import { creditSplit } from '../rules';

type CreditPaymentProps = {
  restOptions: (RadioOption & { value: Exclude<PaymentMethod, ''> })[];
};

/** Account Credits chosen: what the credit pays and, when it falls short, the method for the rest. */
export const CreditPayment = ({ restOptions }: CreditPaymentProps) => {
  const { credit, total, restMethod, setRestMethod } = useCheckoutContext().payment;
  const split = creditSplit(credit, total);
  const text = creditsMessage({
    credit: formatMoney(credit),
    total: formatMoney(total),
    used: formatMoney(split.used),
    due: formatMoney(split.due),
    left: formatMoney(split.left),
  });
  if (split.due <= 0) return <p className="alert alert-info">{text.covers}</p>;
  return (
    <>
      <p className="alert alert-info">{text.partial}</p>
      <RadioGroup
        legend={text.restLegend}
        legendClassName="h6"
        name="rest-method"
        containerClassName="mb-3"
        value={restMethod}
        onChange={(event) => {
          const chosen = restOptions.find((option) => option.value === event.target.value);
          if (chosen) setRestMethod(chosen.value);
        }}
        options={restOptions}
      />
    </>
  );
};
