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
} as const;
