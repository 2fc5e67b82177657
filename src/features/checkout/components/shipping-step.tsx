import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/form/checkbox';
import { Form } from '@/components/form/form';
import { RadioGroup } from '@/components/form/radio-group';
import { SelectInput } from '@/components/form/select-input';
import { SubmitButton } from '@/components/form/submit-button';
import { TextArea } from '@/components/form/text-area';
import type { ShippingAddress } from '@/types/api';
import { AddressSummary } from '@/features/account';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES } from '../messages';
import { FREQUENCY_OPTIONS } from '../rules';

export const STANDARD_SHIPPING = 'standard';
export const AUTO_SHIP = 'auto-ship';

export type ShippingChoices = {
  method: typeof STANDARD_SHIPPING | typeof AUTO_SHIP;
  frequency: string;
  comments: string;
  agreed: boolean;
};

export const initialShippingChoices: ShippingChoices = {
  method: STANDARD_SHIPPING,
  frequency: '',
  comments: '',
  agreed: false,
};

// The spec's list starts with its '--Choose--' blank, which the select shows as its empty option.
const [FREQUENCY_BLANK, ...FREQUENCIES] = FREQUENCY_OPTIONS;

/** Step 2: the chosen address, Standard Shipping or Auto-Ship, comments, the international notice. */
export const ShippingStep = ({ address }: { address: ShippingAddress }) => {
  // The checkout's form, not this step's: the choices outlive the step (rate, order, Back).
  const { shipping, goTo } = useCheckoutContext();
  const { form, domestic, eligibility, label: shippingLabel } = shipping;
  const { register, setValue, setError, clearErrors, control } = form;
  const [method, frequency] = useWatch({ control, name: ['method', 'frequency'] });
  // Auto-ship chosen earlier does not show once the address or cart makes it unavailable.
  const autoShip = method === AUTO_SHIP && eligibility.offered;
  const frequencyField = register('frequency', {
    validate: (value) => !autoShip || value !== '' || CHECKOUT_MESSAGES.frequencyRequired,
  });

  // A message from an earlier visit to this step is not shown on the next one.
  useEffect(() => () => clearErrors(), [clearErrors]);

  return (
    <Form form={form} onSubmit={() => goTo(3)}>
      <h3 className="h6">Ship to</h3>
      <div className="border rounded p-3 mb-3">
        <AddressSummary address={address} />
      </div>
      <RadioGroup
        legend="Shipping Method"
        legendClassName="h6"
        value={autoShip ? AUTO_SHIP : STANDARD_SHIPPING}
        options={[
          {
            value: STANDARD_SHIPPING,
            label: (
              <>
                Standard Shipping <span className="text-body-secondary">({shippingLabel})</span>
              </>
            ),
            description: CHECKOUT_MESSAGES.dispatchNote,
          },
          {
            value: AUTO_SHIP,
            label: 'Auto-Ship',
            disabled: !eligibility.offered,
            description: eligibility.offered ? undefined : eligibility.reason,
          },
        ]}
        {...register('method', {
          onChange: () => {
            if (form.getValues('method') === STANDARD_SHIPPING) setValue('frequency', '');
            clearErrors('frequency');
          },
        })}
      />
      <SelectInput
        label="Auto-Ship Frequency"
        placeholder={FREQUENCY_BLANK?.label}
        options={FREQUENCIES}
        disabled={!eligibility.offered}
        {...frequencyField}
        value={autoShip ? frequency : ''}
        onChange={(event) => {
          if (event.target.value && !autoShip) {
            setValue('frequency', '');
            setError('frequency', { type: 'order', message: CHECKOUT_MESSAGES.autoShipFirst });
            return;
          }
          clearErrors('frequency');
          void frequencyField.onChange(event);
        }}
      />
      <TextArea label="Comments" containerClassName="mb-3" {...register('comments')} />
      {!domestic && (
        <div className="alert alert-warning">
          <h3 className="h6">International Orders</h3>
          <p className="small mb-2">
            International orders reach the first hub in 3-5 days and may take up to 30-45 days to
            arrive. Shipping and order costs are not refunded unless the goods are returned, and
            refunds are made only once the goods are back with us.
          </p>
          <Checkbox
            label="I have read, understand, and agree to the international shipping terms."
            containerClassName="mb-0"
            {...register('agreed', {
              validate: (checked) => domestic || checked || CHECKOUT_MESSAGES.agreeInternational,
            })}
          />
        </div>
      )}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={() => goTo(1)}>
          Back
        </button>
        <SubmitButton>Continue</SubmitButton>
      </div>
    </Form>
  );
};
