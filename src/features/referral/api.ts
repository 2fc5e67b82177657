import { baseApi } from '@/api/base-api';
import { answer, entityOf, optBool, optText } from '@/api/schema';
import type { Referral } from '@/types/api';

const referral = entityOf<Referral>()({ code: optText, message: optText, success: optBool });

export const referralApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The signed-in customer's own code (bearer); the link is built by referralLink().
    getReferralLink: build.query<Referral, void>({
      query: () => '/refferal/link',
      transformResponse: answer(referral),
      providesTags: ['Referral'],
    }),
    /** A guest's refer code by e-mail: success is `success` in the body, not the HTTP status (api-notes). */
    referUser: build.mutation<Referral, { email: string }>({
      query: (body) => ({ url: '/reffer/user', method: 'POST', data: body }),
      transformResponse: answer(referral),
    }),
  }),
});

export const { useGetReferralLinkQuery, useReferUserMutation } = referralApi;
