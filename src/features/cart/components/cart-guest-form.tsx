import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { Checkbox } from '@/components/ui/checkbox';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { useGuestRegisterMutation } from '@/features/auth/api';
import { useCompleteSignIn } from '@/features/auth/complete-sign-in';
import { AUTH_MESSAGES, emailRules } from '@/features/auth/schemas';
import { notify } from '@/lib/notify';

type GuestValues = { email: string; privacy: boolean };

/** The cart's guest registration: e-mail + IP gives a token used like a login. */
export function CartGuestForm() {
  const [guestRegister, { isLoading }] = useGuestRegisterMutation();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestValues>({ defaultValues: { email: '', privacy: false } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const answer = await guestRegister({ email }).unwrap();
      if (answer.token) {
        completeSignIn(answer.token, answer.role);
        if (answer.message) notify.success(answer.message);
        return;
      }
      notify.error(answer.message ?? AUTH_MESSAGES.continueFailed);
      if (answer.message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
    } catch (error) {
      const message = getErrorMessage(error, AUTH_MESSAGES.continueFailed);
      notify.error(message);
      if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
    }
  });

  return (
    <form noValidate aria-labelledby="cart-guest-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="cart-guest-title" className="h5">
        Check out as a guest
      </h2>
      <TextInput
        id="cart-guest-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', emailRules)}
      />
      <Checkbox
        id="cart-guest-privacy"
        label={
          <>
            I agree to the <Link to={paths.privacy}>privacy policy</Link>{' '}
            {AUTH_MESSAGES.privacyToContinue}
          </>
        }
        error={errors.privacy?.message}
        {...register('privacy', { validate: (checked) => checked || AUTH_MESSAGES.privacy })}
      />
      <StatusButton type="submit" pending={isLoading}>
        Continue
      </StatusButton>
    </form>
  );
}
