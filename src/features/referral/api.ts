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
  }),
});

export const { useGetReferralLinkQuery } = referralApi;
