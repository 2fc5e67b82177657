import { useState } from 'react';
import type { ShippingAddress } from '@/types/api';
import { AddressForm, AddressSummary } from '@/features/account';
import { MESSAGES } from '../rules';

type AddressStepProps = {
  addresses: ShippingAddress[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onContinue: () => void;
};

/** Step 1: choose a saved shipping address (the primary one at first) or add one. */
export const AddressStep = ({ addresses, selectedId, onSelect, onContinue }: AddressStepProps) => {
  const [adding, setAdding] = useState(addresses.length === 0);
  const [error, setError] = useState('');

  const next = () => {
    if (selectedId === null) {
      setError(MESSAGES.selectAddress);
      return;
    }
    setError('');
    onContinue();
  };

  return (
    <div>
      {addresses.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h6">Shipping Address</legend>
          {addresses.map((address) => (
            <div key={address.id} className="form-check border rounded p-3 ps-5 mb-2">
              <input
                className="form-check-input"
                type="radio"
                name="shipping-address"
                id={`address-${address.id}`}
                checked={selectedId === address.id}
                onChange={() => {
                  onSelect(address.id);
                  setError('');
                }}
              />
              <label className="form-check-label w-100" htmlFor={`address-${address.id}`}>
                <AddressSummary address={address} />
                {Number(address.is_primary) === 1 && (
                  <span className="badge bg-success mt-1">Primary</span>
                )}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      {adding ? (
        <AddressForm
          onAdded={(address) => {
            if (address) onSelect(address.id);
            setAdding(false);
            setError('');
          }}
          onCancel={addresses.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary mb-3"
          onClick={() => setAdding(true)}
        >
          Add a new address
        </button>
      )}
      {error && (
        <div role="alert" className="alert alert-danger py-2">
          {error}
        </div>
      )}
      <div>
        <button type="button" className="btn btn-primary" onClick={next}>
          Continue
        </button>
      </div>
    </div>
  );
};
