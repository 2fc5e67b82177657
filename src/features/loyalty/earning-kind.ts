import type { EarningOpportunity } from '@/types/api';
import { EARNING_TYPES } from './messages';

export type EarningKind = 'purchase' | 'birthday' | 'refer' | 'social' | 'link';

/** The client branches on the exact type strings; any other item with a platform is a social one. */
export const earningKind = ({ type, platform }: EarningOpportunity): EarningKind => {
  if (type === EARNING_TYPES.purchase) return 'purchase';
  if (type === EARNING_TYPES.birthday) return 'birthday';
  if (type === EARNING_TYPES.refer) return 'refer';
  return platform ? 'social' : 'link';
};

/** Spec §4: status 1 with a platform set disables the item's button. */
export const isEarned = ({ status, platform }: EarningOpportunity): boolean =>
  Number(status) === 1 && Boolean(platform);
