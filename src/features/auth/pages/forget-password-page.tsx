import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { getResetEmail, setResetEmail } from '@/lib/storage';
import { requestPasswordReset } from '../api';
import { RESET_TEXT } from '../messages';
import type { ResetStepState } from '../navigation-state';
import { emailRules } from '../schemas';
import type { RouteHandle } from '@/types/route';

/**
 * /forget-password, step 1 of the password reset: POST /password/forget (multipart e-mail); `status`
 * true goes to the code step with the e-mail kept for this tab (api-notes 3.2), else the server's message.
 */
export default function Component() {
  const navigate = useNavigate();
  const form = useForm<{ email: string }>({ defaultValues: { email: getResetEmail() ?? '' } });

  const submit = async ({ email }: { email: string }) => {
    const answer = await requestPasswordReset(email);
    if (!answer.status) throw answerError(answer);
    setResetEmail(email);
    const state: ResetStepState = { sent: answer.message || RESET_TEXT.codeSent };
    await navigate(paths.resetPassword, { state });
  };

  return (
    <section className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{RESET_TEXT.forgetTitle}</h1>
      <p>{RESET_TEXT.forgetIntro}</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={RESET_TEXT.sendFailed}
        aria-label={RESET_TEXT.forgetTitle}
      >
        <TextInput
          label={RESET_TEXT.email}
          type="email"
          autoComplete="email"
          required
          {...form.register('email', emailRules)}
        />
        <FormAlert />
        <SubmitButton className="mt-2">{RESET_TEXT.sendCode}</SubmitButton>
      </Form>
      <p className="mt-3">
        <Link to={paths.login}>{RESET_TEXT.backToLogin}</Link>
      </p>
    </section>
  );
}

export const handle: RouteHandle = {
  title: 'Forgot Password',
  description: 'Forgot your password? Get a link to reset it by e-mail.',
};
