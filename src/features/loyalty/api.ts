import { baseApi } from '@/api/base-api';
import { answer, entityOf, id, list, num, optNum, optText, rows, text } from '@/api/schema';
import type {
  ActivityRow,
  BirthdayEntry,
  EarningOpportunity,
  MessageResponse,
  Reward,
  VoucherResponse,
} from '@/types/api';
import { messageResponse } from '@/types/schemas';
import { POINTS_TAGS } from './refresh-points';

const earningOpportunity = entityOf<EarningOpportunity>()({
  id,
  type: text,
  icon: optText,
  points: num(0),
  link: optText,
  platform: optText,
  status: optNum,
});

const reward = entityOf<Reward>()({
  id,
  heading: text,
  require_points: num(0),
  discount_amount: optNum,
  discount_type: optText,
});

const activityRow = entityOf<ActivityRow>()({
  date: text,
  action: text,
  points: num(0),
  status: num(0),
  type: optText,
});

const voucherResponse = entityOf<VoucherResponse>()({ message: optText, voucher: optText });

export type EarnPointsRequest = { earning_id: number } | BirthdayEntry;

export const loyaltyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEarnings: build.query<EarningOpportunity[], void>({
      query: () => '/earn-points',
      transformResponse: answer(rows(earningOpportunity)),
      providesTags: ['Loyalty'],
    }),
    addEarnPoints: build.mutation<MessageResponse, EarnPointsRequest>({
      query: (body) => ({ url: '/add/earn-points', method: 'POST', data: body }),
      transformResponse: answer(messageResponse),
      invalidatesTags: [...POINTS_TAGS],
    }),
    getRewards: build.query<Reward[], void>({
      query: () => '/get/reward',
      transformResponse: answer(rows(reward)),
      providesTags: ['Loyalty'],
    }),
    addReward: build.mutation<VoucherResponse, { reward_id: number }>({
      query: (body) => ({ url: '/add/reward', method: 'POST', data: body }),
      transformResponse: answer(voucherResponse),
      invalidatesTags: [...POINTS_TAGS],
    }),
    getActivity: build.query<ActivityRow[], void>({
      query: () => '/recent/activity',
      transformResponse: answer(list(activityRow)),
      providesTags: ['Loyalty'],
    }),
  }),
});

export const {
  useGetEarningsQuery,
  useAddEarnPointsMutation,
  useGetRewardsQuery,
  useAddRewardMutation,
  useGetActivityQuery,
} = loyaltyApi;
