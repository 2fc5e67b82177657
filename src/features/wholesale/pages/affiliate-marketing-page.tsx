import { PageMeta } from '@/components/seo/page-meta';
import { PageHeading } from '@/components/ui/page-heading';
import { env } from '@/config/env';
import { safeUrl } from '@/lib/safe-url';
import { AffiliateForm } from '../components/affiliate-form';
import { AFFILIATE_TEXT as T } from '../messages';
import type { RouteHandle } from '@/types/route';

/** /affiliate-marketing: the programme's terms and its application, which goes by e-mail. */
export default function Component() {
  const platform = safeUrl(env.affiliateUrl);
  return (
    <>
      <PageMeta fallbackTitle={T.heading} />
      <PageHeading title={T.heading} subtitle={T.subtitle} />
      <div className="container py-4">
        <div className="row g-4">
          <section className="col-lg-5" aria-labelledby="affiliate-programme-heading">
            <h2 id="affiliate-programme-heading" className="h4">
              {T.programmeHeading}
            </h2>
            <ul>
              {T.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            {platform && (
              <p>
                {T.platformPrompt}{' '}
                <a href={platform} target="_blank" rel="noopener noreferrer">
                  {T.platformLink}
                  <span className="visually-hidden">{T.newTab}</span>
                </a>
              </p>
            )}
          </section>
          <section className="col-lg-7" aria-labelledby="affiliate-form-heading">
            <h2 id="affiliate-form-heading" className="h4">
              {T.formHeading}
            </h2>
            <AffiliateForm address={env.affiliateEmail} />
          </section>
        </div>
      </div>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Affiliate Marketing',
  description:
    'Join our affiliate programme: 20% commission on the first order of every customer you refer.',
  ownHead: true,
};
