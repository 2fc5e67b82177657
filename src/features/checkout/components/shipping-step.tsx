import { useState } from 'react';
import type { ShippingAddress } from '@/types/api';
import { AddressSummary } from '@/features/account';
import { FREQUENCY_OPTIONS, MESSAGES, type AutoShipEligibility } from '../rules';

export type ShippingChoices = {
  autoShip: boolean;
  frequency: string;
  comments: string;
  agreed: boolean;
};

type ShippingStepProps = {
  address: ShippingAddress;
  domestic: boolean;
  eligibility: AutoShipEligibility;
  shippingLabel: string;
  choices: ShippingChoices;
  onChange: (choices: Partial<ShippingChoices>) => void;
  onBack: () => void;
  onContinue: () => void;
};

export const FREQUENCY_REQUIRED = 'Please choose an Auto-Ship frequency.';
/** Spec part 2 §9: dispatch times. */
export const DISPATCH_NOTE =
  'Orders placed before 2PM CST ship the same day; no shipping on Saturdays, Sundays or USPS/UPS recognised holidays.';

/** Step 2: the chosen address, Standard Shipping or Auto-Ship, comments, the international notice. */
export const ShippingStep = ({
  address,
  domestic,
  eligibility,
  shippingLabel,
  choices,
  onChange,
  onBack,
  onContinue,
}: ShippingStepProps) => {
  const [frequencyError, setFrequencyError] = useState('');
  const [agreeError, setAgreeError] = useState('');

  const chooseFrequency = (value: string) => {
    if (value && !choices.autoShip) {
      setFrequencyError(MESSAGES.autoShipFirst);
      onChange({ frequency: '' });
      return;
    }
    setFrequencyError('');
    onChange({ frequency: value });
  };

  const next = () => {
    let ok = true;
    if (!domestic && !choices.agreed) {
      setAgreeError(MESSAGES.agreeInternational);
      ok = false;
    }
    if (choices.autoShip && !choices.frequency) {
      setFrequencyError(FREQUENCY_REQUIRED);
      ok = false;
    }
    if (ok) onContinue();
  };

  return (
    <div>
      <h3 className="h6">Ship to</h3>
      <div className="border rounded p-3 mb-3">
        <AddressSummary address={address} />
      </div>
      <fieldset className="mb-3">
        <legend className="h6">Shipping Method</legend>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="shipping-method"
            id="method-standard"
            checked={!choices.autoShip}
            onChange={() => onChange({ autoShip: false, frequency: '' })}
          />
          <label className="form-check-label" htmlFor="method-standard">
            Standard Shipping <span className="text-body-secondary">({shippingLabel})</span>
          </label>
        </div>
        <p className="small text-body-secondary mb-2">{DISPATCH_NOTE}</p>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="shipping-method"
            id="method-autoship"
            checked={choices.autoShip}
            disabled={!eligibility.offered}
            onChange={() => {
              setFrequencyError('');
              onChange({ autoShip: true });
            }}
          />
          <label className="form-check-label" htmlFor="method-autoship">
            Auto-Ship
          </label>
        </div>
        {!eligibility.offered && eligibility.reason && (
          <p className="small text-body-secondary mb-1">{eligibility.reason}</p>
        )}
        <label htmlFor="autoship-frequency" className="form-label mt-2">
          Auto-Ship Frequency
        </label>
        <select
          id="autoship-frequency"
          className="form-select"
          value={choices.frequency}
          disabled={!eligibility.offered}
          aria-invalid={Boolean(frequencyError)}
          aria-describedby={frequencyError ? 'autoship-frequency-error' : undefined}
          onChange={(event) => chooseFrequency(event.target.value)}
        >
          {FREQUENCY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {frequencyError && (
          <div id="autoship-frequency-error" role="alert" className="text-danger small mt-1">
            {frequencyError}
          </div>
        )}
      </fieldset>
      <div className="mb-3">
        <label htmlFor="order-comments" className="form-label">
          Comments
        </label>
        <textarea
          id="order-comments"
          className="form-control"
          rows={3}
          value={choices.comments}
          onChange={(event) => onChange({ comments: event.target.value })}
        />
      </div>
      {!domestic && (
        <div className="alert alert-warning">
          <h3 className="h6">International Orders</h3>
          <p className="small mb-2">
            International orders reach the first hub in 3-5 days and may take up to 30-45 days to
            arrive. Shipping and order costs are not refunded unless the goods are returned, and
            refunds are made only once the goods are back with us.
          </p>
          <div className="form-check">
            <input
              className="form-check-input"
              type="checkbox"
              id="international-agree"
              checked={choices.agreed}
              aria-invalid={Boolean(agreeError)}
              aria-describedby={agreeError ? 'international-agree-error' : undefined}
              onChange={(event) => {
                setAgreeError('');
                onChange({ agreed: event.target.checked });
              }}
            />
            <label className="form-check-label" htmlFor="international-agree">
              I have read, understand, and agree to the international shipping terms.
            </label>
          </div>
          {agreeError && (
            <div id="international-agree-error" role="alert" className="text-danger small mt-1">
              {agreeError}
            </div>
          )}
        </div>
      )}
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-outline-secondary" onClick={onBack}>
          Back
        </button>
        <button type="button" className="btn btn-primary" onClick={next}>
          Continue
        </button>
      </div>
    </div>
  );
};
