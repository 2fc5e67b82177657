import { clsx } from 'clsx';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Modal as BsModal } from 'react-bootstrap';
import { keepTabFocusIn } from '@/lib/focus-cycle';
import { StatusButton } from './status-button';
import './modal.css';

export type ModalProps = {
  show: boolean;
  onHide: () => void;
  heading?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Defaults to 'custom' when children are given, else 'success'. */
  variant?: 'success' | 'confirm' | 'custom';
  okLabel?: string;
  onConfirm?: () => void;
  confirmPending?: boolean;
  /** Accessible name when there is no heading. */
  ariaLabel?: string;
  centered?: boolean;
  /** Extra classes on the dialog's root (e.g. to target it from a print stylesheet). */
  className?: string;
  /** Opened from inside another dialog: shown (with its backdrop) above that one. */
  stacked?: boolean;
  /** After the closing transition, when focus has gone back to the opener (if it is still there). */
  onExited?: () => void;
  children?: ReactNode;
};

const SuccessIcon = () => (
  <svg
    className="app-modal__icon app-modal__icon--success"
    viewBox="0 0 52 52"
    width="64"
    height="64"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
    <path
      d="M15 27l7 7 15-16"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const QuestionIcon = () => (
  <svg
    className="app-modal__icon app-modal__icon--confirm"
    viewBox="0 0 52 52"
    width="64"
    height="64"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
    <text x="26" y="35" textAnchor="middle" fontSize="26" fontWeight="700" fill="currentColor">
      ?
    </text>
  </svg>
);

/** Spec §2.10 dialog: close button, optional heading, custom content or a success/confirm icon. */
export function Modal({
  show,
  onHide,
  heading,
  size = 'md',
  variant,
  okLabel = 'Ok',
  onConfirm,
  confirmPending = false,
  ariaLabel,
  centered = true,
  className,
  stacked = false,
  onExited,
  children,
}: ModalProps) {
  const headingId = useId();
  const kind = variant ?? (children ? 'custom' : 'success');
  const hasContent = children !== undefined && children !== null && children !== false;
  const headingInBody = !hasContent && kind !== 'custom';

  return (
    <BsModal
      show={show}
      onHide={onHide}
      onExited={onExited}
      size={size === 'md' ? undefined : size}
      centered={centered}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : ariaLabel}
      className={clsx('app-modal', stacked && 'app-modal--stacked', className)}
      backdropClassName={stacked ? 'app-modal-backdrop--stacked' : undefined}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => keepTabFocusIn(event.currentTarget, event)}
    >
      <BsModal.Header closeButton closeLabel="Close" className="border-0 pb-0">
        {heading && !headingInBody && (
          <BsModal.Title id={headingId} as="h2" className="h5">
            {heading}
          </BsModal.Title>
        )}
      </BsModal.Header>
      <BsModal.Body className={headingInBody ? 'text-center' : undefined}>
        {hasContent ? (
          children
        ) : (
          <>
            {kind === 'success' && <SuccessIcon />}
            {kind === 'confirm' && <QuestionIcon />}
            {heading && (
              <h2 id={headingId} className="h5 mt-3 mb-0">
                {heading}
              </h2>
            )}
          </>
        )}
      </BsModal.Body>
      {kind === 'success' && (
        <BsModal.Footer className="justify-content-center border-0">
          <Button
            variant="primary"
            onClick={() => {
              onConfirm?.();
              onHide();
            }}
          >
            {okLabel}
          </Button>
        </BsModal.Footer>
      )}
      {kind === 'confirm' && (
        <BsModal.Footer className="justify-content-center border-0">
          <StatusButton variant="primary" pending={confirmPending} onClick={() => onConfirm?.()}>
            Yes
          </StatusButton>
          <Button variant="outline-secondary" onClick={onHide} disabled={confirmPending}>
            No
          </Button>
        </BsModal.Footer>
      )}
    </BsModal>
  );
}
