import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { CopyField } from '@/components/ui/copy-field';
import { Modal } from '@/components/ui/modal';
import { useReferUserMutation } from '../api';
import { REFER_PAGE_TEXT as TEXT, REFERRAL_LINK_TEXT } from '../messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Values = { email: string };
type Answer = { code: string; message: string };

/**
 * A guest's refer code (spec part 1 §2.9, §4): POST /reffer/user {email}; the code in a dialog.
 * A refusal shows the server's message, an exception 'Something went wrong. Please try again later.'
 */
export function ReferByEmail() {
  const [referUser] = useReferUserMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const form = useForm<Values>({ defaultValues: { email: '' } });

  const submit = async ({ email }: Values) => {
    const result = await referUser({ email }).unwrap();
    const code = result.code?.trim();
    // No code is no success, whatever the body says: never an empty dialog.
    if (result.success === false || !code) throw answerError(result);
    setAnswer({ code, message: result.message ?? TEXT.codeFallback });
  };

  return (
    <>
      <p>{TEXT.guestIntro}</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={TEXT.failed}
        toastErrors
        aria-label={TEXT.submit}
      >
        <TextInput
          id="refer-email"
          label={TEXT.emailLabel}
          type="email"
          autoComplete="email"
          required
          {...form.register('email', {
            required: TEXT.emailRequired,
            pattern: { value: EMAIL_PATTERN, message: TEXT.emailInvalid },
            setValueAs: (value: string) => value.trim(),
          })}
        />
        <FormAlert />
        <SubmitButton>{TEXT.submit}</SubmitButton>
      </Form>
      <Modal show={answer !== null} onHide={() => setAnswer(null)} heading={TEXT.codeHeading}>
        {answer && (
          <>
            <p>{answer.message}</p>
            <CopyField
              label={TEXT.codeLabel}
              hideLabel
              value={answer.code}
              copyLabel={REFERRAL_LINK_TEXT.copy}
              copiedText={REFERRAL_LINK_TEXT.copied}
            />
          </>
        )}
      </Modal>
    </>
  );
}
