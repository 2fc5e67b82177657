import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { answerError } from '@/api/errors';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { LoginResponse } from '@/types/api';
import { useCompleteSignIn } from './complete-sign-in';
import { AUTH_MESSAGES } from './messages';

/**
 * One sign-in request of /login or guest registration (both answer a token, role and message), for a
 * kit Form: a token signs the visitor in; an answer without one fails the submit with its message
 * (the Form shows it under the form and in a toast), and `onError` sends
 * 'Account already registered, please login!' to /login (spec part 1 §8).
 */
export const useSignInSubmit = ({ redirectTo }: { redirectTo?: string }) => {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();

  const submit = useCallback(
    async (request: () => Promise<LoginResponse>) => {
      const response = await request();
      if (!response.token) throw answerError(response);
      completeSignIn(response.token, response.role);
      if (redirectTo) void navigate(redirectTo);
      else if (response.message) notify.success(response.message);
    },
    [completeSignIn, navigate, redirectTo],
  );

  const onError = useCallback(
    (message: string) => {
      if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
    },
    [navigate],
  );

  return { submit, onError };
};
