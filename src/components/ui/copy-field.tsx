import { useId, useRef, useState } from 'react';
import { copyText, type CopyResult } from '@/lib/clipboard';
import './copy-field.css';

export type CopyFieldProps = {
  label: string;
  value: string;
  /** The button's text (and accessible name). */
  copyLabel?: string;
  copiedText?: string;
  /** Shown when neither clipboard way worked and the text is left selected. */
  manualText?: string;
  hideLabel?: boolean;
};

const CopyIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M4 2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V2zm2-1a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V2a1 1 0 0 0-1-1H6zM2 5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-1h1v1a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1v1H2z"
    />
  </svg>
);

/**
 * A read-only text with a Copy button: the clipboard API where it works, else the text is selected
 * and copied (or left selected for Ctrl+C); the outcome is announced in a polite live region.
 */
export function CopyField({
  label,
  value,
  copyLabel = 'Copy',
  copiedText = 'Copied',
  manualText = 'Press Ctrl+C (Cmd+C on a Mac) to copy the selected text.',
  hideLabel,
}: CopyFieldProps) {
  const id = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<CopyResult | null>(null);

  const copy = async () => {
    if (!fieldRef.current) return;
    // Cleared first, so a second copy is announced again.
    setResult(null);
    setResult(await copyText(value, fieldRef.current));
  };

  return (
    <div className="copy-field">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {label}
      </label>
      <div className="input-group">
        <input
          ref={fieldRef}
          id={id}
          className="form-control copy-field__value"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>
          <CopyIcon />
          <span className="ms-1">{copyLabel}</span>
        </button>
      </div>
      <p role="status" className="copy-field__status small mb-0">
        {result === 'copied' ? copiedText : result === 'selected' ? manualText : ''}
      </p>
    </div>
  );
}
