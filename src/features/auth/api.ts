import { baseApi } from '@/api/base-api';
import { plainCall } from '@/api/plain-call';
import { answer, entityOf, firstOf, isRecord, optText, orNull } from '@/api/schema';
import { toFormData } from '@/lib/form-data';
import type {
  GuestRegisterPayload,
  GuestRegisterResponse,
  LoginPayload,
  LoginResponse,
  MessageResponse,
  PasswordResetPayload,
  PasswordResetResponse,
  RegistrationPayload,
  UserSummary,
} from '@/types/api';
import { messageResponse, optStatus, userSummary } from '@/types/schemas';
import { userSummaryReceived } from './user-slice';

const signInResponse = answer(
  entityOf<LoginResponse & GuestRegisterResponse>()({
    message: optText,
    token: optText,
    role: optText,
  }),
);

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserSummary: build.query<UserSummary | null, void>({
      query: () => ({ url: '/auth/user', ip: 'guest-query' }),
      // The real API answers an object; the spec says a list. Either, and an empty answer (null).
      transformResponse: answer(firstOf(orNull(userSummary, isRecord))),
      providesTags: ['User'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          if (!data) return;
          // The cart and loyalty slices take their count and points from the same action.
          dispatch(userSummaryReceived(data));
        } catch (error) {
          // Spec §8: a 400 on the user call is logged and ignored.
          if ((error as { error?: { status?: unknown } }).error?.status === 400) {
            console.warn('Received 400 Bad Request. Rewards not updated.');
          }
        }
      },
    }),
    guestRegister: build.mutation<GuestRegisterResponse, Omit<GuestRegisterPayload, 'ip'>>({
      query: (body) => ({
        url: '/user/auth/guest/register',
        method: 'POST',
        data: body,
        ip: 'body',
      }),
      transformResponse: signInResponse,
    }),
  }),
});

export const { useGetUserSummaryQuery, useGuestRegisterMutation } = authApi;

// Login and registration carry a password: plain calls, not mutations, whose arguments RTK Query
// keeps in the store (originalArgs) and hands to every middleware and the DevTools.

/** POST /login with ip in the body. Throws an ApiError on failure. */
export const postLogin = (body: Omit<LoginPayload, 'ip'>): Promise<LoginResponse> =>
  plainCall({ url: '/login', method: 'POST', data: body, ip: 'body' }, signInResponse);

/** POST /user/auth/register. Throws an ApiError on failure. */
export const postRegister = (body: RegistrationPayload): Promise<MessageResponse> =>
  plainCall({ url: '/user/auth/register', method: 'POST', data: body }, answer(messageResponse));

const passwordResetResponse = answer(
  entityOf<PasswordResetResponse>()({ status: optStatus, message: optText }),
);

/** POST /password/forget (multipart `email`): the API e-mails a reset code (api-notes 3.2). */
export const requestPasswordReset = (email: string): Promise<PasswordResetResponse> =>
  plainCall(
    { url: '/password/forget', method: 'POST', data: toFormData({ email }) },
    passwordResetResponse,
  );

/** POST /password/reset (multipart): a plain call, so the new password never sits in the store. */
export const resetPassword = (payload: PasswordResetPayload): Promise<PasswordResetResponse> =>
  plainCall(
    { url: '/password/reset', method: 'POST', data: toFormData(payload) },
    passwordResetResponse,
  );
