import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { Checkbox } from '@/components/form/checkbox';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { emailRules } from '@/features/auth';
import type { EmailPreferences, UserSummary } from '@/types/api';
import { isRefused, useUpdateEmailPreferencesMutation } from '../api';
import { EMAIL_PREFERENCES_TEXT as TEXT } from '../messages';
import { SavedNotice } from './saved-notice';

type Values = Required<EmailPreferences>;

/** Both boxes are checked unless the API says otherwise (spec part 2 §9). */
const valuesOf = (user: UserSummary): Values => ({
  email: user.email ?? '',
  news_letter: user.news_letter ?? true,
  review_product: user.review_product ?? true,
});

/** /EmailPreferences' form: the two choices as booleans, and the e-mail only when it was edited. */
export function EmailPreferencesForm({ user }: { user: UserSummary }) {
  const [save] = useUpdateEmailPreferencesMutation();
  const form = useForm<Values>({ defaultValues: valuesOf(user) });
  const { register } = form;
  const [saved, setSaved] = useState('');

  const submit = async ({ email, ...choices }: Values) => {
    setSaved('');
    const edited = email !== form.formState.defaultValues?.email;
    const answer = await save({ ...choices, ...(edited ? { email } : {}) }).unwrap();
    if (isRefused(answer)) throw answerError(answer);
    form.reset({ email, ...choices });
    setSaved(answer.message || TEXT.saved);
  };

  return (
    <Form form={form} onSubmit={submit} errorText={TEXT.failed} aria-label={TEXT.title}>
      <p>{TEXT.intro}</p>
      <Checkbox label={TEXT.newsLetter} {...register('news_letter')} />
      <Checkbox label={TEXT.reviewProduct} {...register('review_product')} />
      <TextInput
        label={TEXT.email}
        type="email"
        required
        autoComplete="email"
        containerClassName="mt-3 mb-1"
        {...register('email', emailRules)}
      />
      <FormAlert />
      <SavedNotice message={saved} />
      <SubmitButton className="mt-2">{TEXT.save}</SubmitButton>
    </Form>
  );
}
