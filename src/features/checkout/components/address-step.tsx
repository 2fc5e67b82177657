import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { RadioGroup } from '@/components/form/radio-group';
import type { ShippingAddress } from '@/types/api';
import { AddressForm, AddressSummary } from '@/features/account';
import { CHECKOUT_MESSAGES } from '../messages';

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
      setError(CHECKOUT_MESSAGES.selectAddress);
      return;
    }
    setError('');
    onContinue();
  };

  return (
    <div>
      {addresses.length > 0 && (
        <RadioGroup
          legend="Shipping Address"
          legendClassName="h6"
          name="shipping-address"
          containerClassName="mb-3"
          optionClassName="border rounded p-3 ps-5 mb-2"
          value={selectedId === null ? '' : String(selectedId)}
          onChange={(event) => {
            onSelect(Number(event.target.value));
            setError('');
          }}
          options={addresses.map((address) => ({
            value: String(address.id),
            label: (
              <span className="d-block w-100">
                <AddressSummary address={address} />
                {Number(address.is_primary) === 1 && (
                  <span className="badge bg-success mt-1">Primary</span>
                )}
              </span>
            ),
          }))}
        />
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
      <FormAlert message={error} />
      <div>
        <button type="button" className="btn btn-primary" onClick={next}>
          Continue
        </button>
      </div>
    </div>
  );
};
