/**
 * The auth feature's texts. The spec words the register and login ones (part 1 §5, §8); the rest are
 * ours (the spec says "required" without a text).
 */
export const AUTH_MESSAGES = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password.',
  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  confirmRequired: 'Please confirm your password.',
  privacy: 'Please accept the terms and condition',
  passwordMismatch: 'password and confirm password should be same.',
  privacyToContinue: '(Must be checked to continue.)',
  alreadyRegistered: 'Account already registered, please login!',
  loginFailed: 'Login failed.',
  registerFailed: 'Registration failed.',
  registered: 'Your account has been created. Please login.',
  continueFailed: 'Something went wrong.',
  signedInForVisit:
    'You are signed in for this visit only: this browser does not let us keep your sign-in, so you will need to log in again next time.',
} as const;

/** The password reset (beyond the spec: the real API's /password/forget and /password/reset). */
export const RESET_TEXT = {
  forgotPassword: 'Forgot password?',
  forgetTitle: 'Forgot Password',
  forgetIntro:
    'Enter the email address of your account and we will send you a code to reset your password.',
  email: 'Email',
  sendCode: 'Send Code',
  sendFailed: 'The code could not be sent. Please try again.',
  codeSent: 'We have sent a verification code to your email address.',
  resetTitle: 'Reset Password',
  resetIntro: 'Enter the code from the email and choose a new password.',
  code: 'Verification Code',
  codeRequired: 'Please enter the code from the email.',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  passwordRequired: 'Please enter a new password.',
  submit: 'Reset Password',
  /** The previous client's alert when the reset failed without a server message (api-notes 3.2). */
  failed: 'Failed to verify OTP',
  done: 'Your password has been reset. Please login with your new password.',
  newCode: 'Send a new code',
  backToLogin: 'Back to Login',
} as const;
