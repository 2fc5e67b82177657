import { useForm } from 'react-hook-form';
import { getErrorMessage } from '@/api/errors';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/ui/text-input';
import { useLoginMutation } from '@/features/auth/api';
import { useCompleteSignIn } from '@/features/auth/complete-sign-in';
import {
  AUTH_MESSAGES,
  emailRules,
  passwordRules,
  type LoginValues,
} from '@/features/auth/schemas';
import { notify } from '@/lib/notify';

/** The cart's inline login: signing in keeps the shopper on the cart, which refetches for the user. */
export function CartLoginForm() {
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login(values).unwrap();
      if (!answer.token) {
        notify.error(answer.message ?? AUTH_MESSAGES.loginFailed);
        return;
      }
      completeSignIn(answer.token, answer.role);
      if (answer.message) notify.success(answer.message);
    } catch (error) {
      notify.error(getErrorMessage(error, AUTH_MESSAGES.loginFailed));
    }
  });

  return (
    <form noValidate aria-labelledby="cart-login-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="cart-login-title" className="h5">
        Returning customer? Log in
      </h2>
      <TextInput
        id="cart-login-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', emailRules)}
      />
      <TextInput
        id="cart-login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password', passwordRules)}
      />
      <StatusButton type="submit" pending={isLoading}>
        Login
      </StatusButton>
    </form>
  );
}
