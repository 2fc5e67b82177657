import { baseApi } from '@/api/base-api';
import { answerError } from '@/api/errors';
import { plainCall } from '@/api/plain-call';
import { answer, bool, entityOf, list, num, optText, text } from '@/api/schema';
import { env } from '@/config/env';
import { toFormData } from '@/lib/form-data';
import type { FeedbackPayload, MessageResponse, Testimonial, UploadResponse } from '@/types/api';
import { messageResponse } from '@/types/schemas';

export const testimonial = entityOf<Testimonial>()({
  description: text,
  rating: num(0),
  file_type: optText,
  audio: optText,
  video: optText,
  name: optText,
});

const uploadResponse = entityOf<UploadResponse>()({
  status: bool(false),
  file: optText,
  file_type: optText,
  message: optText,
});
const uploadAnswer = answer(uploadResponse);

/** The feedback body, and the order it is about when the page was opened with ?order_id=. */
export type FeedbackRequest = FeedbackPayload & { orderId?: string };

export const testimonialsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestimonials: build.query<Testimonial[], void>({
      query: () => '/testimonials/list/',
      transformResponse: answer(list(testimonial)),
      providesTags: ['Testimonials'],
    }),
    // The answer is only a message: any 2xx is a success (api-notes 3.9).
    addTestimonial: build.mutation<MessageResponse, FeedbackRequest>({
      query: ({ orderId, ...body }) => ({
        url: '/testimonials/add',
        method: 'POST',
        data: body,
        // Only a real order id: the previous client sent the string "null" when there was none.
        params: orderId ? { order_id: orderId } : undefined,
      }),
      transformResponse: answer(messageResponse),
      invalidatesTags: ['Testimonials'],
    }),
  }),
});

export const { useGetTestimonialsQuery, useAddTestimonialMutation } = testimonialsApi;

export type UploadedFile = { file: string; file_type: string };

/**
 * One feedback file to the upload script (VITE_UPLOAD_URL) as multipart `{ file, type }`, reporting
 * progress in percent. A plain call: a File and a callback do not belong in the store. An answer
 * without `status` or `file` is a failure (an ApiError carrying the script's message).
 */
export const uploadFeedbackFile = async (
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> => {
  const uploaded = await plainCall(
    {
      url: env.uploadUrl,
      method: 'POST',
      data: toFormData({ file, type: 'testimonials' }),
      onUploadProgress: ({ loaded, total }) => {
        if (total) onProgress(Math.min(100, Math.round((loaded / total) * 100)));
      },
    },
    uploadAnswer,
  );
  if (!uploaded.status || !uploaded.file) throw answerError(uploaded);
  return { file: uploaded.file, file_type: uploaded.file_type ?? '' };
};
