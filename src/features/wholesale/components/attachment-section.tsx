import { Controller, useFormContext } from 'react-hook-form';
import { FileInput } from '@/components/form/file-input';
import { WHOLESALE_TEXT as T } from '../messages';
import { ATTACHMENT_RULES, type WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/**
 * The business licence or resale certificate (required by label): a PDF or an image of at most
 * 10 MB, refused with its reason as it is chosen. The chosen file stays through a failed submit.
 */
export function AttachmentSection() {
  const { control } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.attachment}>
      <div className="col-12">
        <Controller
          name="attachment"
          control={control}
          render={({ field }) => (
            <FileInput
              {...field}
              label={T.attachment}
              required
              accept={ATTACHMENT_RULES.accept}
              maxSize={ATTACHMENT_RULES.maxSize}
              typeError={T.attachmentType}
              sizeError={T.attachmentSize}
              hint={T.attachmentHint}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
