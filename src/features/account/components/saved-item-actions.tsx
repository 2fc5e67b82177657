import type { ReactNode } from 'react';
import { ACCOUNT_DETAILS_TEXT } from '../messages';

type SavedItemActionsProps = {
  /** Read after each button's text, so 'Edit' and 'Delete' say which saved item they act on. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Controls before Edit (an address's 'Set as primary'). */
  children?: ReactNode;
};

/** The Edit and Delete buttons of a saved address or payment account. */
export function SavedItemActions({ name, onEdit, onDelete, children }: SavedItemActionsProps) {
  return (
    <div className="d-flex flex-wrap gap-2 mt-3">
      {children}
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={onEdit}
        aria-label={`${ACCOUNT_DETAILS_TEXT.edit}: ${name}`}
      >
        {ACCOUNT_DETAILS_TEXT.edit}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={onDelete}
        aria-label={`${ACCOUNT_DETAILS_TEXT.delete}: ${name}`}
      >
        {ACCOUNT_DETAILS_TEXT.delete}
      </button>
    </div>
  );
}
