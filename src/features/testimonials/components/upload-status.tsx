import { Button } from 'react-bootstrap';
import { FEEDBACK_TEXT } from '../messages';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done' }
  | { status: 'failed'; message: string };

type UploadStatusProps = {
  label: string;
  state: UploadState;
  onRetry: () => void;
};

/** Under an upload field: the progress bar while it uploads, a spoken status, and a retry after a failure. */
export function UploadStatus({ label, state, onRetry }: UploadStatusProps) {
  return (
    <div className="upload-status mb-3">
      {state.status === 'uploading' && (
        <div className="d-flex align-items-center gap-2">
          <div
            className="progress flex-grow-1"
            role="progressbar"
            aria-label={FEEDBACK_TEXT.progress(label)}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.percent}
          >
            <div className="progress-bar" style={{ width: `${state.percent}%` }} />
          </div>
          <span className="small" aria-hidden="true">
            {state.percent}%
          </span>
        </div>
      )}
      <p role="status" className="small mb-0">
        {state.status === 'uploading' && FEEDBACK_TEXT.uploading}
        {state.status === 'done' && FEEDBACK_TEXT.uploaded}
      </p>
      {state.status === 'failed' && (
        <Button variant="outline-secondary" size="sm" onClick={onRetry}>
          {FEEDBACK_TEXT.retryUpload}
        </Button>
      )}
    </div>
  );
}
