import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '@/api/errors';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import type { LoginResponse } from '@/types/api';
import { useCompleteSignIn } from './complete-sign-in';
import { AUTH_MESSAGES } from './schemas';

type SignInSubmitOptions = {
  /** Where a signed-in visitor goes; without it they stay (the page refetches for the new identity). */
  redirectTo?: string;
  /** The message when the server sends none. */
  fallbackMessage: string;
};

/**
 * One sign-in request of /login or guest registration (both answer a token, role and message): a
 * token signs the visitor in; otherwise the server message shows under the form and in a toast, and
 * 'Account already registered, please login!' goes to /login (spec part 1 §8).
 */
export const useSignInSubmit = ({ redirectTo, fallbackMessage }: SignInSubmitOptions) => {
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');

  const submit = useCallback(
    async (request: () => Promise<LoginResponse>) => {
      const fail = (message: string) => {
        setServerError(message);
        notify.error(message);
        if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
      };
      setServerError('');
      try {
        const response = await request();
        if (!response.token) {
          fail(response.message ?? fallbackMessage);
          return;
        }
        completeSignIn(response.token, response.role);
        if (redirectTo) void navigate(redirectTo);
        else if (response.message) notify.success(response.message);
      } catch (error) {
        fail(getErrorMessage(error, fallbackMessage));
      }
    },
    [completeSignIn, fallbackMessage, navigate, redirectTo],
  );

  return { serverError, submit };
};
