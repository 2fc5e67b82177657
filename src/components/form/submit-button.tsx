import { useFormState } from 'react-hook-form';
import { StatusButton, type StatusButtonProps } from '@/components/ui/status-button';

/** A kit `Form`'s submit button: pending (disabled, spinner) while the submit runs. */
export function SubmitButton({ pending, ...rest }: StatusButtonProps) {
  const { isSubmitting } = useFormState();
  return <StatusButton type="submit" {...rest} pending={isSubmitting || pending} />;
}
