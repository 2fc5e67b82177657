import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Checkbox } from '@/components/form/checkbox';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SelectInput } from '@/components/form/select-input';
import { SubmitButton } from '@/components/form/submit-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { postRegister } from '../api';
import { AUTH_MESSAGES } from '../messages';
import { emailRules, HOW_TO_KNOW_OPTIONS, registerDefaults, type RegisterValues } from '../schemas';
import type { RouteHandle } from '@/types/route';

/** /register (spec part 1 §2.6, §5): a failure keeps what was typed and shows the server message. */
const Component = () => {
  const navigate = useNavigate();
  const form = useForm<RegisterValues>({ defaultValues: registerDefaults });
  const { register, control } = form;
  const howToKnow = useWatch({ control, name: 'how_to_know' });

  const onSubmit = async ({ specify_other, ...values }: RegisterValues) => {
    const response = await postRegister({
      ...values,
      ...(values.how_to_know === 'other' ? { specify_other } : {}),
    });
    notify.success(response.message ?? AUTH_MESSAGES.registered);
    void navigate(paths.login);
  };

  return (
    <section className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Register</h1>
      <Form
        form={form}
        onSubmit={onSubmit}
        errorText={AUTH_MESSAGES.registerFailed}
        toastErrors
        onError={(message) => {
          if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
        }}
        aria-label="Register"
      >
        <div className="row">
          <div className="col-sm-6">
            <TextInput
              label="First Name"
              required
              autoComplete="given-name"
              {...register('first_name', { required: AUTH_MESSAGES.firstNameRequired })}
            />
          </div>
          <div className="col-sm-6">
            <TextInput
              label="Last Name"
              required
              autoComplete="family-name"
              {...register('last_name', { required: AUTH_MESSAGES.lastNameRequired })}
            />
          </div>
        </div>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          {...register('email', emailRules)}
        />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          {...register('password', { required: AUTH_MESSAGES.passwordRequired })}
        />
        <TextInput
          label="Confirm Password"
          type="password"
          required
          autoComplete="new-password"
          {...register('confirm_password', {
            required: AUTH_MESSAGES.confirmRequired,
            validate: (value, all) => value === all.password || AUTH_MESSAGES.passwordMismatch,
          })}
        />
        <SelectInput
          label="How did you hear about us?"
          options={HOW_TO_KNOW_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          {...register('how_to_know')}
        />
        {howToKnow === 'other' && (
          <TextInput label="Please specify" {...register('specify_other')} />
        )}
        <Checkbox label="Subscribe to our newsletter" {...register('subscription')} />
        <Checkbox
          label="Receive updates about products and offers"
          {...register('receive_update')}
        />
        <Checkbox
          label={
            <>
              I accept the <Link to={paths.privacy}>privacy policy</Link>
            </>
          }
          {...register('privacy_policy', {
            validate: (checked) => checked || AUTH_MESSAGES.privacy,
          })}
        />
        <FormAlert className="mt-2" />
        <SubmitButton className="mt-3">Register</SubmitButton>
      </Form>
      <p className="mt-3">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </section>
  );
};

export default Component;

export const handle: RouteHandle = {
  title: 'Register',
  secretEntry: 'password',
  description:
    'Create an account to follow your orders and keep your addresses and payment accounts.',
};
