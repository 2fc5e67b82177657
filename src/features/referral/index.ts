// The loyalty dialog's refer friends tab shows ReferralLinkPanel, so loyalty imports this index: a
// referral module importing @/features/loyalty would close an import cycle (import-x/no-cycle).
export { referralApi, useGetReferralLinkQuery } from './api';
export { ReferralLinkPanel } from './components/referral-link-panel';
export { referralLink } from './referral-link';
export { useReferralCapture } from './use-referral-capture';
