import { Link } from 'react-router';
import { safeUrl } from '@/lib/safe-url';
import { isInternalLink } from '../home-content';

type ContentButtonProps = { link?: string; label?: string; variant?: 'primary' | 'light' };

/** A button to a link supplied by the content service (site path or absolute URL). */
export function ContentButton({ link: rawLink, label, variant = 'primary' }: ContentButtonProps) {
  const link = safeUrl(rawLink);
  if (!link || !label) return null;
  const className = `btn btn-${variant} btn-lg`;
  return isInternalLink(link) ? (
    <Link className={className} to={link}>
      {label}
    </Link>
  ) : (
    <a className={className} href={link}>
      {label}
    </a>
  );
}
