import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { answerError } from '@/api/errors';
import { baseApi } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { emailRules } from '@/features/auth';
import type { BasicInfo, UserSummary } from '@/types/api';
import { isRefused, updateBasicInformation } from '../api';
import { BASIC_INFO_TEXT as TEXT } from '../messages';
import { SavedNotice } from './saved-notice';

type Values = Required<BasicInfo>;

const NO_PASSWORDS = { new_password: '', confirm_password: '', existing_password: '' };

const valuesOf = (user: UserSummary): Values => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  email: user.email ?? '',
  ...NO_PASSWORDS,
});

/**
 * /BasicInfo's form (spec part 2 "Account pages"): the server decides the password rules, and its
 * message and per-field errors are shown. Sent as a plain call: the passwords stay in this form only.
 */
export function BasicInfoForm({ user }: { user: UserSummary }) {
  const dispatch = useAppDispatch();
  const form = useForm<Values>({ defaultValues: valuesOf(user) });
  const { register } = form;
  const [saved, setSaved] = useState('');

  const submit = async (values: Values) => {
    setSaved('');
    const answer = await updateBasicInformation({ ...user, ...values });
    if (isRefused(answer)) throw answerError(answer);
    form.reset({ ...values, ...NO_PASSWORDS });
    setSaved(answer.message || TEXT.saved);
    // The header's first name and every other reader of the user summary refetch it.
    dispatch(baseApi.util.invalidateTags(['User']));
  };

  return (
    <Form form={form} onSubmit={submit} errorText={TEXT.failed} aria-label={TEXT.title}>
      <div className="row">
        <div className="col-sm-6">
          <TextInput
            label={TEXT.firstName}
            required
            autoComplete="given-name"
            {...register('first_name', { required: TEXT.firstNameRequired })}
          />
        </div>
        <div className="col-sm-6">
          <TextInput
            label={TEXT.lastName}
            required
            autoComplete="family-name"
            {...register('last_name', { required: TEXT.lastNameRequired })}
          />
        </div>
      </div>
      <TextInput
        label={TEXT.email}
        type="email"
        required
        autoComplete="email"
        {...register('email', emailRules)}
      />
      <fieldset className="mt-3">
        <legend className="h6">{TEXT.passwordHeading}</legend>
        <p className="small text-body-secondary">{TEXT.passwordHint}</p>
        <TextInput
          label={TEXT.newPassword}
          type="password"
          autoComplete="new-password"
          {...register('new_password')}
        />
        <TextInput
          label={TEXT.confirmPassword}
          type="password"
          autoComplete="new-password"
          {...register('confirm_password')}
        />
        <TextInput
          label={TEXT.existingPassword}
          type="password"
          autoComplete="current-password"
          {...register('existing_password')}
        />
      </fieldset>
      <FormAlert />
      <SavedNotice message={saved} />
      <SubmitButton className="mt-2">{TEXT.save}</SubmitButton>
    </Form>
  );
}
