import { Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { env } from '@/config/env';
import { anchors, categoryHref } from '@/config/paths';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useGetCategoriesQuery } from '@/features/catalog';
import { PrivacyChoicesButton } from '@/features/privacy';
import {
  footerHelpLinks,
  footerPolicyLinks,
  footerWholesaleLinks,
  telHref,
  type NavLinkItem,
} from './nav-links';
import { lazyPart } from '@/lib/lazy-part';

// Its own chunk, fetched only when the shopper nears the footer: the form kit and react-hook-form
// (about 24 KB gzip) stay out of what a page loads before the network is idle
// (docs/decisions/019-budget-home-route-js.md).
const NewsletterForm = lazyPart(() =>
  import('@/features/newsletter').then((module) => module.NewsletterForm),
).Component;

const LinkList = ({ links }: { links: NavLinkItem[] }) => (
  <ul className="site-footer__list">
    {links.map((link) => (
      <li key={link.to}>
        <Link to={link.to}>{link.label}</Link>
      </li>
    ))}
  </ul>
);

/**
 * The newsletter form's place. Its own component: the moment it loads re-renders this, not the
 * footer's links. It loads a screen before the footer scrolls into view (keyboard focus scrolls the
 * page too), when a link asks for `#newsletter`, or when the focus enters the footer.
 */
function NewsletterSlot({ focused }: { focused: boolean }) {
  const { ref, near } = useNearViewport<HTMLDivElement>('100%');
  const asked = useLocation().hash === `#${anchors.newsletter}`;
  return (
    <div className="container site-footer__newsletter" ref={ref}>
      {/* Not in the prerendered shell: the client's first render has no form yet either. */}
      {(near || asked || focused) && (
        <Suspense fallback={null}>
          <NewsletterForm focusFirstField={asked} />
        </Suspense>
      )}
    </div>
  );
}

/** Spec §2.2 footer links in the spec's order; the category list shares the header's cached /categories/ answer. */
export function Footer() {
  const { data: categories = [] } = useGetCategoriesQuery();
  const { phoneTollFree, phoneInternational } = env;
  const [focused, setFocused] = useState(false);
  return (
    <footer id="site-footer" className="site-footer" onFocus={() => setFocused(true)}>
      <NewsletterSlot focused={focused} />
      <div className="container site-footer__grid">
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            Help
          </h2>
          <LinkList links={footerHelpLinks} />
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className="site-footer__heading">
            Policies
          </h2>
          <LinkList links={footerPolicyLinks} />
          <ul className="site-footer__list">
            <li>
              <PrivacyChoicesButton className="site-footer__button" />
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className="site-footer__heading">
            Categories
          </h2>
          <ul className="site-footer__list site-footer__list--categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link
                  to={categoryHref(category.id, category.category_title)}
                  state={{ id: category.id }}
                >
                  {category.category_title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-wholesale">
          <h2 id="footer-wholesale" className="site-footer__heading">
            Wholesale
          </h2>
          <LinkList links={footerWholesaleLinks} />
        </nav>
        {(phoneTollFree || phoneInternational) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              Call Us
            </h2>
            <ul className="site-footer__list">
              {phoneTollFree && (
                <li>
                  Toll free: <a href={telHref(phoneTollFree)}>{phoneTollFree}</a>
                </li>
              )}
              {phoneInternational && (
                <li>
                  International: <a href={telHref(phoneInternational)}>{phoneInternational}</a>
                </li>
              )}
            </ul>
          </section>
        )}
      </div>
      <p className="site-footer__legal container">
        © {new Date().getFullYear()} Apricot Storefront. All rights reserved.
      </p>
    </footer>
  );
}
