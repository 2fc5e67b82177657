import { clsx } from 'clsx';
import { NavLink, type NavLinkProps } from 'react-router';
import { env } from '@/config/env';
import { categoryHref } from '@/config/paths';
import { useGetCategoriesQuery } from '@/features/catalog';
import { safeUrl } from '@/lib/safe-url';
import { allProductsLink, headerInfoLinks } from './nav-links';

const itemClass: NavLinkProps['className'] = ({ isActive }) =>
  clsx('nav-link main-nav__link', isActive && 'active');

/** Header navigation (spec §2.2): all products and the category links, then the information pages. */
export function MainNav() {
  const { data: categories = [], isLoading } = useGetCategoriesQuery();
  const affiliateUrl = safeUrl(env.affiliateUrl);
  return (
    <nav aria-label="Main" className="main-nav">
      <ul className="nav main-nav__row main-nav__row--shop" aria-busy={isLoading || undefined}>
        <li className="nav-item">
          <NavLink to={allProductsLink.to} className={itemClass} end>
            {allProductsLink.label}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li className="nav-item" key={category.id}>
            <NavLink
              to={categoryHref(category.id, category.category_title)}
              state={{ id: category.id }}
              className={itemClass}
            >
              {category.category_title}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="nav main-nav__row main-nav__row--info">
        {headerInfoLinks.map((link) => (
          <li className="nav-item" key={link.to}>
            <NavLink to={link.to} className={itemClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
        {affiliateUrl && (
          <li className="nav-item">
            <a
              className="nav-link main-nav__link"
              href={affiliateUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Affiliate Program<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
