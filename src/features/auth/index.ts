export { useGetUserSummaryQuery } from './api';
export { ForgotPasswordLink } from './components/forgot-password-link';
export { GuestEmailForm } from './components/guest-email-form';
export { LoginForm } from './components/login-form';
export { loadGuestEmailForm, loadLoginForm } from './load-forms';
export { emailRules } from './schemas';
export { useCompleteSignIn } from './complete-sign-in';
export { useClearSession } from './use-clear-session';
export { useLogout } from './use-logout';
export { useSignedInOnly } from './use-signed-in-only';
export {
  selectFirstName,
  selectIsRole2,
  selectLoggedIn,
  selectRole,
  signedIn,
  signedOut,
  userSlice,
  persistedUserSchema,
  storedSession,
  userSummaryReceived,
  type UserState,
} from './user-slice';
