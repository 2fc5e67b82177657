import { baseApi } from '@/api/base-api';
import { answer } from '@/api/schema';
import type { MessageResponse, NewsletterSignup } from '@/types/api';
import { messageResponse } from '@/types/schemas';

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Footer sign-up: success is `success !== false` in the body (spec part 1 §8). */
    subscribeNewsletter: build.mutation<MessageResponse, NewsletterSignup>({
      query: (body) => ({ url: '/news-latter', method: 'POST', data: body }),
      transformResponse: answer(messageResponse),
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
