import { useState } from 'react';
import { StatusButton } from '@/components/ui/status-button';
import { notify, notifyError } from '@/lib/notify';
import type { ShippingAddress } from '@/types/api';
import { useDeleteShippingAddressMutation, useSetPrimaryShippingAddressMutation } from '../api';
import { ACCOUNT_DETAILS_TEXT, ACCOUNT_MESSAGES } from '../messages';
import { AddressDialog } from './address-dialog';
import { AddressSummary } from './address-summary';
import { ConfirmDialog } from './confirm-dialog';
import { SavedItemActions } from './saved-item-actions';

type Dialog = 'edit' | 'delete' | null;

/** One saved address: the primary one offers edit and delete, another also 'Set as primary'. */
export function AddressCard({ address }: { address: ShippingAddress }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [setPrimary, primaryState] = useSetPrimaryShippingAddressMutation();
  const [deleteAddress] = useDeleteShippingAddressMutation();
  const isPrimary = Number(address.is_primary) === 1;
  const name = `${address.first_name} ${address.last_name}, ${address.address}`;

  const makePrimary = async () => {
    try {
      const answer = await setPrimary(address.id).unwrap();
      notify.success(answer.message ?? ACCOUNT_DETAILS_TEXT.primarySet);
    } catch (error) {
      notifyError(error, ACCOUNT_MESSAGES.addressFailed);
    }
  };

  return (
    <li className="card mb-3">
      <div className="card-body">
        <AddressSummary address={address} />
        {isPrimary && <span className="badge bg-success mt-2">{ACCOUNT_DETAILS_TEXT.primary}</span>}
        <SavedItemActions
          name={name}
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
        >
          {!isPrimary && (
            <StatusButton
              variant="outline-primary"
              size="sm"
              pending={primaryState.isLoading}
              onClick={() => void makePrimary()}
              aria-label={`${ACCOUNT_DETAILS_TEXT.setPrimary}: ${name}`}
            >
              {ACCOUNT_DETAILS_TEXT.setPrimary}
            </StatusButton>
          )}
        </SavedItemActions>
      </div>
      {dialog === 'edit' && <AddressDialog address={address} onHide={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          heading={ACCOUNT_DETAILS_TEXT.deleteAddressTitle}
          action={() => deleteAddress(address.id).unwrap()}
          doneText={ACCOUNT_DETAILS_TEXT.addressDeleted}
          onHide={() => setDialog(null)}
        />
      )}
    </li>
  );
}
