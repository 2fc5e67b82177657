import { useAppSelector } from '@/app/hooks';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { selectLoggedIn } from '@/features/auth';
import { ReferByEmail } from '../components/refer-by-email';
import { ReferralLinkPanel } from '../components/referral-link-panel';
import { REFER_PAGE_TEXT as TEXT } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /refer-a-friend (spec part 1 §2.9): guests get a code by e-mail, customers their direct link. */
export default function Component() {
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <>
      <PageMeta fallbackTitle={TEXT.heading} />
      <PageHeading title={TEXT.heading} subtitle={TEXT.lead} />
      <section className="container py-4" style={{ maxWidth: 720 }}>
        <ul>
          <li>{TEXT.friendGets}</li>
          <li>{TEXT.referrerGets}</li>
          <li>{TEXT.doubleBonus}</li>
        </ul>
        {loggedIn ? <ReferralLinkPanel /> : <ReferByEmail />}
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Refer A Friend',
  description: 'Refer a friend: share your referral link with friends.',
  ownHead: true,
};
