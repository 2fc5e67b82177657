import { useFormContext } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { WHOLESALE_TEXT as T } from '../messages';
import { emailRule, type WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/** The person we talk to: name, job title, phone (required), e-mail (required), website. */
export function ContactSection() {
  const { register } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.contact}>
      <div className="col-sm-6">
        <TextInput label={T.firstName} autoComplete="given-name" {...register('first_name')} />
      </div>
      <div className="col-sm-6">
        <TextInput label={T.lastName} autoComplete="family-name" {...register('last_name')} />
      </div>
      <div className="col-sm-6">
        <TextInput
          label={T.jobTitle}
          autoComplete="organization-title"
          {...register('job_title')}
        />
      </div>
      <div className="col-4 col-sm-2">
        <TextInput
          label={T.areaCode}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-area-code"
          {...register('area_code')}
        />
      </div>
      <div className="col-8 col-sm-4">
        <TextInput
          label={T.phoneNumber}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel-local"
          {...register('phone_number')}
        />
      </div>
      <div className="col-sm-6">
        <TextInput
          label={T.email}
          required
          type="email"
          autoComplete="email"
          {...register('email', emailRule)}
        />
      </div>
      <div className="col-sm-6">
        <TextInput label={T.website} type="url" autoComplete="url" {...register('website')} />
      </div>
    </FormSection>
  );
}
