import { useForm } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { postLogin } from '../api';
import { AUTH_MESSAGES } from '../messages';
import { emailRules, passwordRules, type LoginValues } from '../schemas';
import { useSignInSubmit } from '../use-sign-in-submit';

type LoginFormProps = {
  /** Where a successful login goes; without it the shopper stays (the page refetches for the user). */
  redirectTo?: string;
  idPrefix?: string;
  /** Id of a visible heading that names the form; otherwise it is named "Login". */
  labelledBy?: string;
};

/** Email + password login (POST /login with ip): /login, the customer-information step and the cart. */
export const LoginForm = ({ redirectTo, idPrefix = 'login', labelledBy }: LoginFormProps) => {
  const { submit, onError } = useSignInSubmit({ redirectTo });
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  return (
    <Form
      form={form}
      onSubmit={(values) => submit(() => postLogin(values))}
      errorText={AUTH_MESSAGES.loginFailed}
      toastErrors
      onError={onError}
      aria-label={labelledBy ? undefined : 'Login'}
      aria-labelledby={labelledBy}
    >
      <TextInput
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.register('email', emailRules)}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password', passwordRules)}
      />
      <FormAlert />
      <SubmitButton className="mt-2">Login</SubmitButton>
    </Form>
  );
};
