import { baseApi } from '@/api/base-api';
import { answer } from '@/api/schema';
import type { ContactPayload, MessageResponse } from '@/types/api';
import { messageResponse } from '@/types/schemas';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /contact as JSON; `success` says it was taken, else `message` says why not (api-notes 3.9). */
    sendContactMessage: build.mutation<MessageResponse, ContactPayload>({
      query: (body) => ({ url: '/contact', method: 'POST', data: body }),
      transformResponse: answer(messageResponse),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
