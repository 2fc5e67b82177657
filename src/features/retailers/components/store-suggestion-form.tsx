import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import type { RetailerSuggestion } from '@/types/api';
import { useSuggestRetailerMutation } from '../api';
import { SUGGESTION_TEXT } from '../messages';

const EMPTY: RetailerSuggestion = { store_name: '', location: '', contact: '' };

const filled = (message: string) => ({
  validate: (value: string) => value.trim() !== '' || message,
});

/**
 * 'Let us know': a store we should carry. The spec's Submit did nothing; the real API takes it at
 * POST /retailer (`status`, else `errors`), and its answer is shown here.
 */
export function StoreSuggestionForm() {
  const [suggest] = useSuggestRetailerMutation();
  const [sent, setSent] = useState('');
  const form = useForm<RetailerSuggestion>({ defaultValues: EMPTY });
  const { register } = form;

  const submit = async (values: RetailerSuggestion) => {
    setSent('');
    const reply = await suggest(values).unwrap();
    if (!reply.status) throw answerError(reply);
    setSent(reply.message || SUGGESTION_TEXT.sent);
    form.reset(EMPTY);
  };

  return (
    <section aria-labelledby="store-suggestion-heading" className="card card-body h-100">
      <h2 id="store-suggestion-heading" className="h4">
        {SUGGESTION_TEXT.heading}
      </h2>
      <p>{SUGGESTION_TEXT.intro}</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={SUGGESTION_TEXT.failed}
        aria-labelledby="store-suggestion-heading"
      >
        <TextInput
          label={SUGGESTION_TEXT.storeName}
          required
          autoComplete="off"
          {...register('store_name', filled(SUGGESTION_TEXT.storeNameRequired))}
        />
        <TextInput
          label={SUGGESTION_TEXT.location}
          required
          hint={SUGGESTION_TEXT.locationHint}
          {...register('location', filled(SUGGESTION_TEXT.locationRequired))}
        />
        <TextInput
          label={SUGGESTION_TEXT.contact}
          hint={SUGGESTION_TEXT.contactHint}
          {...register('contact')}
        />
        <FormAlert />
        <div role="status">{sent && <p className="alert alert-success py-2">{sent}</p>}</div>
        <SubmitButton>{SUGGESTION_TEXT.submit}</SubmitButton>
      </Form>
    </section>
  );
}
