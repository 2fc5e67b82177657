import type { RegisterOptions } from 'react-hook-form';
import { EMAIL_PATTERN } from '@/lib/email';
import { AUTH_MESSAGES } from './messages';

export const emailRules: RegisterOptions<{ email: string }, 'email'> = {
  required: AUTH_MESSAGES.emailRequired,
  pattern: { value: EMAIL_PATTERN, message: AUTH_MESSAGES.emailInvalid },
  setValueAs: (value: string) => value.trim(),
};

export const passwordRules = { required: AUTH_MESSAGES.passwordRequired } as const;

export type LoginValues = { email: string; password: string };

export const HOW_TO_KNOW_OPTIONS = [
  { value: 'google', label: 'Google search' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'friend', label: 'Friend or family' },
  { value: 'store', label: 'In a store' },
  { value: 'other', label: 'Other' },
] as const;

export type RegisterValues = {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirm_password: string;
  how_to_know: string;
  specify_other: string;
  subscription: boolean;
  receive_update: boolean;
  privacy_policy: boolean;
};

export const registerDefaults: RegisterValues = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  how_to_know: '',
  specify_other: '',
  subscription: false,
  receive_update: false,
  privacy_policy: false,
};
