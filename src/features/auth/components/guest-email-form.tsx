import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Checkbox } from '@/components/form/checkbox';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { useGuestRegisterMutation } from '../api';
import { useSignInSubmit } from '../use-sign-in-submit';
import { AUTH_MESSAGES, emailRules } from '../schemas';

type GuestValues = { email: string; privacy: boolean };

type GuestEmailFormProps = {
  idPrefix: string;
  /** Names the form: a label, or (labelledBy) the id of a visible heading. */
  label?: string;
  labelledBy?: string;
  /** Where the new guest goes; without it the shopper stays (the cart refetches for the new identity). */
  redirectTo?: string;
};

/**
 * New Customers and Check Out as a Guest (customer information step, cart): e-mail + privacy box,
 * POST /user/auth/guest/register with ip. The token is used like a login and the IP cart follows it.
 */
export const GuestEmailForm = ({
  idPrefix,
  label,
  labelledBy,
  redirectTo,
}: GuestEmailFormProps) => {
  const [guestRegister, { isLoading }] = useGuestRegisterMutation();
  const { serverError, submit } = useSignInSubmit({
    redirectTo,
    fallbackMessage: AUTH_MESSAGES.continueFailed,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GuestValues>({ defaultValues: { email: '', privacy: false } });

  const onSubmit = handleSubmit(({ email }) => submit(() => guestRegister({ email }).unwrap()));

  return (
    <form
      noValidate
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => void onSubmit(event)}
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
      <Checkbox
        id={`${idPrefix}-privacy`}
        label={
          <>
            I agree to the <Link to={paths.privacy}>privacy policy</Link>{' '}
            {AUTH_MESSAGES.privacyToContinue}
          </>
        }
        error={errors.privacy?.message}
        {...register('privacy', { validate: (checked) => checked || AUTH_MESSAGES.privacy })}
      />
      <p className="small mb-2">
        <Link to={paths.emailPreferences}>Subscribe to our e-mails</Link> to hear about new products
        and offers.
      </p>
      {serverError && (
        <div role="alert" className="alert alert-danger py-2">
          {serverError}
        </div>
      )}
      <StatusButton type="submit" pending={isLoading}>
        Continue
      </StatusButton>
    </form>
  );
};
