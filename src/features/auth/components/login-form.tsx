import { useForm } from 'react-hook-form';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/form/text-input';
import { useLoginMutation } from '../api';
import { useSignInSubmit } from '../use-sign-in-submit';
import { AUTH_MESSAGES, emailRules, passwordRules, type LoginValues } from '../schemas';

type LoginFormProps = {
  /** Where a successful login goes; without it the shopper stays (the page refetches for the user). */
  redirectTo?: string;
  idPrefix?: string;
  /** Id of a visible heading that names the form; otherwise it is named "Login". */
  labelledBy?: string;
};

/** Email + password login (POST /login with ip): /login, the customer-information step and the cart. */
export const LoginForm = ({ redirectTo, idPrefix = 'login', labelledBy }: LoginFormProps) => {
  const [login, { isLoading }] = useLoginMutation();
  const { serverError, submit } = useSignInSubmit({
    redirectTo,
    fallbackMessage: AUTH_MESSAGES.loginFailed,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit((values) => submit(() => login(values).unwrap()));

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={labelledBy ? undefined : 'Login'}
      aria-labelledby={labelledBy}
    >
      <TextInput
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', emailRules)}
      />
      <TextInput
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', passwordRules)}
      />
      {serverError && (
        <div role="alert" className="alert alert-danger py-2">
          {serverError}
        </div>
      )}
      <StatusButton type="submit" pending={isLoading} className="mt-2">
        Login
      </StatusButton>
    </form>
  );
};
