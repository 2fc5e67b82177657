import { useRef, useState } from 'react';
import { FileInput } from '@/components/form/file-input';
import { notifyError } from '@/lib/notify';
import { uploadFeedbackFile, type UploadedFile } from '../api';
import { UPLOADS, type MediaKind } from '../media';
import { FEEDBACK_TEXT } from '../messages';
import { UploadStatus, type UploadState } from './upload-status';

export type UploadFieldProps = {
  kind: MediaKind;
  /** The stored reference after an upload; null while none (nothing chosen, uploading, failed). */
  onUploaded: (kind: MediaKind, uploaded: UploadedFile | null) => void;
  onBusyChange: (kind: MediaKind, busy: boolean) => void;
  disabled?: boolean;
};

/**
 * 'Upload Voice' / 'Upload Video': a file of the right type and size is uploaded as soon as it is
 * chosen, with its progress. A refused file (type, size: checked before any upload) or a failed
 * upload says why and leaves no reference behind; a failed one can be tried again.
 */
export function UploadField({ kind, onUploaded, onBusyChange, disabled }: UploadFieldProps) {
  const rules = UPLOADS[kind];
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // Only the latest choice may report: an older upload finishing late is ignored.
  const attempt = useRef(0);

  const upload = async (chosen: File | null) => {
    const current = ++attempt.current;
    const isCurrent = () => current === attempt.current;
    setFile(chosen);
    onUploaded(kind, null);
    if (!chosen) {
      setState({ status: 'idle' });
      onBusyChange(kind, false);
      return;
    }
    setState({ status: 'uploading', percent: 0 });
    onBusyChange(kind, true);
    try {
      const uploaded = await uploadFeedbackFile(chosen, (percent) => {
        if (isCurrent()) setState({ status: 'uploading', percent });
      });
      if (!isCurrent()) return;
      onUploaded(kind, uploaded);
      setState({ status: 'done' });
    } catch (error) {
      if (!isCurrent()) return;
      setState({ status: 'failed', message: notifyError(error, FEEDBACK_TEXT.uploadFailed) });
    } finally {
      if (isCurrent()) onBusyChange(kind, false);
    }
  };

  return (
    <>
      <FileInput
        label={rules.label}
        name={kind}
        value={file}
        onChange={(chosen) => void upload(chosen)}
        accept={rules.accept}
        maxSize={rules.maxSize}
        typeError={rules.typeError}
        sizeError={rules.sizeError}
        hint={rules.hint}
        error={state.status === 'failed' ? state.message : undefined}
        disabled={disabled || state.status === 'uploading'}
      />
      <UploadStatus label={rules.label} state={state} onRetry={() => void upload(file)} />
    </>
  );
}
