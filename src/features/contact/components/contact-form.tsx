import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextArea } from '@/components/form/text-area';
import { TextInput } from '@/components/form/text-input';
import type { ContactPayload } from '@/types/api';
import { useSendContactMessageMutation } from '../api';
import { CONTACT_TEXT } from '../messages';

const EMPTY: ContactPayload = { first_name: '', last_name: '', email: '', phone: '', message: '' };

/**
 * Spec part 2 /contact-us: POST /contact. The spec enforces no validation, so the server decides;
 * its message (or the spec's exception text) shows in the alert and every field keeps its text.
 */
export function ContactForm() {
  const [send] = useSendContactMessageMutation();
  const [sent, setSent] = useState('');
  const form = useForm<ContactPayload>({ defaultValues: EMPTY });
  const { register } = form;

  const submit = async (values: ContactPayload) => {
    setSent('');
    const answer = await send(values).unwrap();
    if (!answer.success) throw answerError(answer);
    setSent(answer.message || CONTACT_TEXT.sent);
    form.reset(EMPTY);
  };

  return (
    <Form form={form} onSubmit={submit} errorText={CONTACT_TEXT.failed} aria-label="Contact us">
      <div role="status">{sent && <p className="alert alert-success">{sent}</p>}</div>
      <div className="row g-2">
        <div className="col-sm-6">
          <TextInput label="First Name" autoComplete="given-name" {...register('first_name')} />
        </div>
        <div className="col-sm-6">
          <TextInput label="Last Name" autoComplete="family-name" {...register('last_name')} />
        </div>
        <div className="col-sm-6">
          <TextInput label="Email" type="email" autoComplete="email" {...register('email')} />
        </div>
        <div className="col-sm-6">
          <TextInput label="Phone" type="tel" autoComplete="tel" {...register('phone')} />
        </div>
      </div>
      <TextArea label="Message" rows={5} {...register('message')} />
      <FormAlert />
      <SubmitButton>{CONTACT_TEXT.submit}</SubmitButton>
    </Form>
  );
}
