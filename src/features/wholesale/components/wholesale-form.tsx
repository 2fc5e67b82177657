import { useForm } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { SubmitButton } from '@/components/form/submit-button';
import { sendWholesaleApplication } from '../api';
import { WHOLESALE_TEXT } from '../messages';
import { emptyApplication, type WholesaleValues } from '../wholesale-values';
import { AddressSection } from './address-section';
import { AttachmentSection } from './attachment-section';
import { BusinessSection } from './business-section';
import { ContactSection } from './contact-section';
import { PlanSection } from './plan-section';
import { SignatureSection } from './signature-section';

type WholesaleFormProps = { onSent: () => void };

/**
 * The wholesale application in six fieldsets. One submit at a time; a failure shows 'Submission
 * failed.' (and what the script said) and keeps every value, the chosen file included.
 */
export function WholesaleForm({ onSent }: WholesaleFormProps) {
  const form = useForm<WholesaleValues>({ defaultValues: emptyApplication() });
  const submit = async (values: WholesaleValues) => {
    await sendWholesaleApplication(values);
    onSent();
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      errorText={WHOLESALE_TEXT.failed}
      aria-label={WHOLESALE_TEXT.formLabel}
      className="wholesale-form"
    >
      <BusinessSection />
      <ContactSection />
      <AddressSection />
      <PlanSection />
      <SignatureSection />
      <AttachmentSection />
      <FormAlert />
      <SubmitButton size="lg">{WHOLESALE_TEXT.submit}</SubmitButton>
    </Form>
  );
}
