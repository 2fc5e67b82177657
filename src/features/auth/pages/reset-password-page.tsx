import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { getResetEmail, setResetEmail } from '@/lib/storage';
import type { PasswordResetPayload } from '@/types/api';
import { resetPassword } from '../api';
import { AUTH_MESSAGES, RESET_TEXT } from '../messages';
import { sentMessage, type LoginPageState } from '../navigation-state';
import { emailRules } from '../schemas';
import type { RouteHandle } from '@/types/route';

/**
 * /reset-password, step 2: the e-mailed code and a new password → POST /password/reset (multipart
 * otp, email, password, confirmPassword), then /login with a success message. The e-mail comes back
 * from session storage after a reload; the passwords live in this form only.
 */
export default function Component() {
  const navigate = useNavigate();
  const sent = sentMessage(useLocation().state);
  const form = useForm<PasswordResetPayload>({
    defaultValues: { email: getResetEmail() ?? '', otp: '', password: '', confirmPassword: '' },
  });
  const { register } = form;

  const submit = async (values: PasswordResetPayload) => {
    const answer = await resetPassword({ ...values, otp: values.otp.trim() });
    // A failure without a message reads 'Failed to verify OTP', as the previous client's alert did.
    if (answer.status !== undefined && !answer.status) throw answerError(answer);
    setResetEmail(null);
    const state: LoginPageState = { notice: answer.message || RESET_TEXT.done };
    await navigate(paths.login, { state });
  };

  return (
    <section className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-3">{RESET_TEXT.resetTitle}</h1>
      <div role="status">{sent && <p className="alert alert-info py-2">{sent}</p>}</div>
      <p>{RESET_TEXT.resetIntro}</p>
      <Form
        form={form}
        onSubmit={submit}
        errorText={RESET_TEXT.failed}
        aria-label={RESET_TEXT.resetTitle}
      >
        <TextInput
          label={RESET_TEXT.email}
          type="email"
          autoComplete="email"
          required
          {...register('email', emailRules)}
        />
        <TextInput
          label={RESET_TEXT.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...register('otp', {
            validate: (code) => code.trim() !== '' || RESET_TEXT.codeRequired,
          })}
        />
        <TextInput
          label={RESET_TEXT.newPassword}
          type="password"
          autoComplete="new-password"
          required
          {...register('password', { required: RESET_TEXT.passwordRequired })}
        />
        <TextInput
          label={RESET_TEXT.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...register('confirmPassword', {
            required: AUTH_MESSAGES.confirmRequired,
            validate: (confirm, values) =>
              confirm === values.password || AUTH_MESSAGES.passwordMismatch,
          })}
        />
        <FormAlert />
        <SubmitButton className="mt-2">{RESET_TEXT.submit}</SubmitButton>
      </Form>
      <p className="mt-3">
        <Link to={paths.forgetPassword}>{RESET_TEXT.newCode}</Link>
      </p>
    </section>
  );
}

export const handle: RouteHandle = { title: 'Reset Password', secretEntry: 'password' };
