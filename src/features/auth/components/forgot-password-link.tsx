import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { RESET_TEXT } from '../messages';

/** 'Forgot password?' under a login form: /login and the customer-information step. */
export function ForgotPasswordLink() {
  return (
    <p className="mt-2 mb-0">
      <Link to={paths.forgetPassword}>{RESET_TEXT.forgotPassword}</Link>
    </p>
  );
}
