import { clsx } from 'clsx';
import { openPrivacyChoices } from '../dialog-state';
import { PRIVACY_MESSAGES } from '../messages';

/** Reopens the choices at any time (the footer's 'Your privacy choices'). */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={clsx('btn btn-link p-0 align-baseline', className)}
      onClick={openPrivacyChoices}
    >
      {PRIVACY_MESSAGES.footerLink}
    </button>
  );
}
