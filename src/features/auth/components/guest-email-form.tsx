import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Checkbox } from '@/components/form/checkbox';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { SubscribeLink } from '@/features/newsletter';
import { useGuestRegisterMutation } from '../api';
import { AUTH_MESSAGES } from '../messages';
import { emailRules } from '../schemas';
import { useSignInSubmit } from '../use-sign-in-submit';

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
  const [guestRegister] = useGuestRegisterMutation();
  const { submit, onError } = useSignInSubmit({ redirectTo });
  const form = useForm<GuestValues>({ defaultValues: { email: '', privacy: false } });

  return (
    <Form
      form={form}
      onSubmit={({ email }) => submit(() => guestRegister({ email }).unwrap())}
      errorText={AUTH_MESSAGES.continueFailed}
      toastErrors
      onError={onError}
      aria-label={labelledBy ? undefined : label}
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
      <Checkbox
        id={`${idPrefix}-privacy`}
        label={
          <>
            I agree to the <Link to={paths.privacy}>privacy policy</Link>{' '}
            {AUTH_MESSAGES.privacyToContinue}
          </>
        }
        {...form.register('privacy', { validate: (checked) => checked || AUTH_MESSAGES.privacy })}
      />
      <p className="small mb-2">
        <SubscribeLink /> to hear about new products and offers.
      </p>
      <FormAlert />
      <SubmitButton>Continue</SubmitButton>
    </Form>
  );
};
