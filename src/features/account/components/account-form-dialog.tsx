import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { Modal } from '@/components/ui/modal';
import { ACCOUNT_DETAILS_TEXT, ACCOUNT_MESSAGES } from '../messages';

type AccountFormDialogProps<T extends FieldValues> = {
  title: string;
  form: UseFormReturn<T>;
  onSubmit: (values: T) => Promise<unknown>;
  onHide: () => void;
  /** The form's fields. */
  children: ReactNode;
};

/** A shipping address's or payment account's form in a dialog: the fields, the failure, Save and Cancel. */
export function AccountFormDialog<T extends FieldValues>({
  title,
  form,
  onSubmit,
  onHide,
  children,
}: AccountFormDialogProps<T>) {
  return (
    <Modal show onHide={onHide} heading={title} size="lg">
      <Form
        form={form}
        onSubmit={onSubmit}
        errorText={ACCOUNT_MESSAGES.addressFailed}
        aria-label={title}
      >
        {children}
        <FormAlert />
        <div className="d-flex gap-2">
          <SubmitButton>{ACCOUNT_DETAILS_TEXT.save}</SubmitButton>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            {ACCOUNT_DETAILS_TEXT.cancel}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
