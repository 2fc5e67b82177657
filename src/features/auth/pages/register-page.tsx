import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { Checkbox } from '@/components/form/checkbox';
import { SelectInput } from '@/components/form/select-input';
import { StatusButton } from '@/components/ui/status-button';
import { TextInput } from '@/components/form/text-input';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRegisterMutation } from '../api';
import {
  AUTH_MESSAGES,
  emailRules,
  HOW_TO_KNOW_OPTIONS,
  registerDefaults,
  type RegisterValues,
} from '../schemas';

/** /register (spec part 1 §2.6, §5): a failure keeps what was typed and shows the server message. */
export const Component = () => {
  const [registerUser, { isLoading }] = useRegisterMutation();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: registerDefaults });
  const howToKnow = useWatch({ control, name: 'how_to_know' });

  const onSubmit = handleSubmit(async (values) => {
    const { specify_other, ...rest } = values;
    setServerError('');
    try {
      const response = await registerUser({
        ...rest,
        ...(values.how_to_know === 'other' ? { specify_other } : {}),
      }).unwrap();
      notify.success(response.message ?? 'Your account has been created. Please login.');
      void navigate(paths.login);
    } catch (error) {
      const message = getErrorMessage(error, AUTH_MESSAGES.registerFailed);
      setServerError(message);
      notify.error(message);
      if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
    }
  });

  return (
    <section className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">Register</h1>
      <form noValidate aria-label="Register" onSubmit={(event) => void onSubmit(event)}>
        <div className="row">
          <div className="col-sm-6">
            <TextInput
              label="First Name"
              required
              autoComplete="given-name"
              error={errors.first_name?.message}
              {...register('first_name', { required: AUTH_MESSAGES.firstNameRequired })}
            />
          </div>
          <div className="col-sm-6">
            <TextInput
              label="Last Name"
              required
              autoComplete="family-name"
              error={errors.last_name?.message}
              {...register('last_name', { required: AUTH_MESSAGES.lastNameRequired })}
            />
          </div>
        </div>
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email', emailRules)}
        />
        <TextInput
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { required: AUTH_MESSAGES.passwordRequired })}
        />
        <TextInput
          label="Confirm Password"
          type="password"
          required
          autoComplete="new-password"
          error={errors.confirm_password?.message}
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
          error={errors.privacy_policy?.message}
          {...register('privacy_policy', {
            validate: (checked) => checked || AUTH_MESSAGES.privacy,
          })}
        />
        {serverError && (
          <div role="alert" className="alert alert-danger py-2 mt-2">
            {serverError}
          </div>
        )}
        <StatusButton type="submit" pending={isLoading} className="mt-3">
          Register
        </StatusButton>
      </form>
      <p className="mt-3">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </section>
  );
};
