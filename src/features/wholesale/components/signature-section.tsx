import { useFormContext } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { WHOLESALE_TEXT as T } from '../messages';
import type { WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/** The signature: name and an MM-DD-YYYY date (today to begin with). Required by label. */
export function SignatureSection() {
  const { register } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.signature}>
      <p className="col-12 small text-body-secondary">{T.signatureHint}</p>
      <div className="col-sm-6">
        <TextInput
          label={T.signatureFirstName}
          required
          autoComplete="off"
          {...register('signature_first_name')}
        />
      </div>
      <div className="col-sm-6">
        <TextInput
          label={T.signatureLastName}
          required
          autoComplete="off"
          {...register('signature_last_name')}
        />
      </div>
      <div className="col-sm-6">
        <TextInput
          label={T.signatureDate}
          required
          mask="99-99-9999"
          inputMode="numeric"
          {...register('signature_date')}
        />
      </div>
    </FormSection>
  );
}
