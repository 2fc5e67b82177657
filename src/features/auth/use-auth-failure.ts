import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { AUTH_MESSAGES } from './schemas';

/**
 * A sign-in form's server failure (spec part 1 §8): the message under the form and in a toast;
 * 'Account already registered, please login!' goes to /login.
 */
export const useAuthFailure = () => {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState('');
  const fail = useCallback(
    (message: string) => {
      setServerError(message);
      notify.error(message);
      if (message === AUTH_MESSAGES.alreadyRegistered) void navigate(paths.login);
    },
    [navigate],
  );
  const clear = useCallback(() => setServerError(''), []);
  return { serverError, fail, clear };
};
