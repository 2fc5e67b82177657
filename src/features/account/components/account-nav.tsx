import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { ACCOUNT_NAV_TEXT } from '../messages';

const LINKS = [
  { to: paths.orderHistory, label: ACCOUNT_NAV_TEXT.orderHistory },
  { to: paths.basicInfo, label: ACCOUNT_NAV_TEXT.basicInfo },
  { to: paths.accountDetails, label: ACCOUNT_NAV_TEXT.accountDetails },
  { to: paths.emailPreferences, label: ACCOUNT_NAV_TEXT.emailPreferences },
];

/** The account pages, side by side on a phone and stacked beside the page from lg up; the current one is marked. */
export function AccountNav() {
  return (
    <nav aria-label={ACCOUNT_NAV_TEXT.label} className="account-nav">
      <ul className="nav nav-pills flex-lg-column gap-1">
        {LINKS.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink to={link.to} className="nav-link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
