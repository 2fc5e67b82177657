import { env } from '@/config/env';
import { telHref } from './nav-links';

/** Spec §2.2: toll-free and international phone numbers ({phone} from .env). */
export function TopBar() {
  const { phoneTollFree, phoneInternational } = env;
  if (!phoneTollFree && !phoneInternational) return null;
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        {phoneTollFree && (
          <span>
            Toll free: <a href={telHref(phoneTollFree)}>{phoneTollFree}</a>
          </span>
        )}
        {phoneInternational && (
          <span>
            International: <a href={telHref(phoneInternational)}>{phoneInternational}</a>
          </span>
        )}
      </div>
    </div>
  );
}
