export { useReferralCapture } from './use-referral-capture';
