import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { Form } from '@/components/form/form';
import { FormAlert } from '@/components/form/form-alert';
import { RatingInput } from '@/components/form/rating-input';
import { SubmitButton } from '@/components/form/submit-button';
import { TextArea } from '@/components/form/text-area';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { FeedbackPayload } from '@/types/api';
import { useAddTestimonialMutation, type UploadedFile } from '../api';
import type { MediaKind } from '../media';
import { FEEDBACK_TEXT } from '../messages';
import { UploadField } from './upload-field';

const otherKind = (kind: MediaKind): MediaKind => (kind === 'audio' ? 'video' : 'audio');

/**
 * The feedback form (spec part 2 §2, §4): review, voice and video uploads, rating. Idle, then
 * 'Submitting...'; success toasts and goes home; a failure shows why and keeps everything.
 */
export function FeedbackForm({ orderId }: { orderId?: string }) {
  const [addTestimonial] = useAddTestimonialMutation();
  const navigate = useNavigate();
  const form = useForm<FeedbackPayload>({
    defaultValues: { review: '', video: '', audio: '', file_type: '', rating: 0 },
  });
  const [busy, setBusy] = useState<Record<MediaKind, boolean>>({ audio: false, video: false });
  const uploading = busy.audio || busy.video;
  const onBusyChange = (kind: MediaKind, value: boolean) =>
    setBusy((now) => ({ ...now, [kind]: value }));
  // Each kind's file_type, so removing one upload leaves the other's type in the payload.
  const fileTypes = useRef<Record<MediaKind, string>>({ audio: '', video: '' });

  const onUploaded = (kind: MediaKind, uploaded: UploadedFile | null) => {
    fileTypes.current[kind] = uploaded?.file_type ?? '';
    form.setValue(kind, uploaded?.file ?? '');
    form.setValue('file_type', uploaded?.file_type || fileTypes.current[otherKind(kind)]);
  };

  const submit = async (values: FeedbackPayload) => {
    const answer = await addTestimonial({ ...values, orderId }).unwrap();
    if (answer.success === false || answer.status === false) throw answerError(answer);
    notify.success(answer.message || FEEDBACK_TEXT.success);
    await navigate(paths.home);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      errorText={FEEDBACK_TEXT.failed}
      aria-label={FEEDBACK_TEXT.heading}
    >
      <TextArea
        label={FEEDBACK_TEXT.review}
        required
        rows={6}
        {...form.register('review', {
          validate: (text) => text.trim() !== '' || FEEDBACK_TEXT.reviewRequired,
        })}
      />
      <UploadField kind="audio" onUploaded={onUploaded} onBusyChange={onBusyChange} />
      <UploadField kind="video" onUploaded={onUploaded} onBusyChange={onBusyChange} />
      <Controller
        name="rating"
        control={form.control}
        render={({ field }) => <RatingInput {...field} label={FEEDBACK_TEXT.rating} />}
      />
      <FormAlert />
      {uploading && <p className="small mb-2">{FEEDBACK_TEXT.waitForUpload}</p>}
      <SubmitButton disabled={uploading} className="mt-2">
        {form.formState.isSubmitting ? FEEDBACK_TEXT.submitting : FEEDBACK_TEXT.submit}
      </SubmitButton>
    </Form>
  );
}
