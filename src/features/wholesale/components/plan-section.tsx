import { useFormContext } from 'react-hook-form';
import { TextArea } from '@/components/form/text-area';
import { WHOLESALE_TEXT as T } from '../messages';
import type { WholesaleValues } from '../wholesale-values';
import { FormSection } from './form-section';

/** selling_plane: how the products will be marketed (required by label). */
export function PlanSection() {
  const { register } = useFormContext<WholesaleValues>();
  return (
    <FormSection legend={T.sections.plan}>
      <div className="col-12">
        <TextArea label={T.sellingPlan} required rows={5} {...register('selling_plane')} />
      </div>
    </FormSection>
  );
}
