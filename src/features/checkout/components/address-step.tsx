import { useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { RadioGroup } from '@/components/form/radio-group';
import { AddressForm, AddressSummary } from '@/features/account';
import { useCheckoutContext } from '../checkout-context';
import { CHECKOUT_MESSAGES } from '../messages';

/** Step 1: choose a saved shipping address (the primary one at first) or add one. */
export const AddressStep = () => {
  const { addresses, addressId, selectAddress, goTo } = useCheckoutContext();
  const [adding, setAdding] = useState(addresses.length === 0);
  const [error, setError] = useState('');

  const next = () => {
    if (addressId === null) {
      setError(CHECKOUT_MESSAGES.selectAddress);
      return;
    }
    setError('');
    goTo(2);
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
          value={addressId === null ? '' : String(addressId)}
          onChange={(event) => {
            selectAddress(Number(event.target.value));
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
            if (address) selectAddress(address.id);
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
