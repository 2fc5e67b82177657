import { useState } from 'react';
import type { BillingAccount } from '@/types/api';
import { useDeletePaymentAccountMutation } from '../api';
import { ACCOUNT_DETAILS_TEXT } from '../messages';
import { ConfirmDialog } from './confirm-dialog';
import { SavedItemActions } from './saved-item-actions';
import { PaymentAccountDialog } from './payment-account-dialog';

type Dialog = 'edit' | 'delete' | null;

/** One saved payment account: the masked card (the answer schema keeps only its last four digits). */
export function PaymentAccountCard({ account }: { account: BillingAccount }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleteAccount] = useDeletePaymentAccountMutation();
  const card = account.card_number ?? ACCOUNT_DETAILS_TEXT.savedCard;
  const name = `${account.first_name} ${account.last_name}, ${card}`;

  return (
    <li className="card mb-3">
      <div className="card-body">
        <span className="d-block">
          <strong>{card}</strong>
          {account.expiry_date && ` · ${ACCOUNT_DETAILS_TEXT.expires} ${account.expiry_date}`}
        </span>
        <span className="d-block">
          {account.first_name} {account.last_name}
          {account.company ? `, ${account.company}` : ''}
        </span>
        <span className="d-block">
          {account.address}, {account.city} {account.postal_code}
        </span>
        {Number(account.is_primary) === 1 && (
          <span className="badge bg-success mt-2">{ACCOUNT_DETAILS_TEXT.primary}</span>
        )}
        <SavedItemActions
          name={name}
          onEdit={() => setDialog('edit')}
          onDelete={() => setDialog('delete')}
        />
      </div>
      {dialog === 'edit' && (
        <PaymentAccountDialog account={account} onHide={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          heading={ACCOUNT_DETAILS_TEXT.deleteAccountTitle}
          action={() => deleteAccount(account.id).unwrap()}
          doneText={ACCOUNT_DETAILS_TEXT.accountDeleted}
          onHide={() => setDialog(null)}
        />
      )}
    </li>
  );
}
