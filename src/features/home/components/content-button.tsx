import { Link } from 'react-router';
import { internalPath } from '@/config/paths';
import { safeUrl } from '@/lib/safe-url';

type ContentButtonProps = { link?: string; label?: string; variant?: 'primary' | 'light' };

/** A button to a link supplied by the content service (site path or absolute URL). */
export function ContentButton({ link: rawLink, label, variant = 'primary' }: ContentButtonProps) {
  const link = safeUrl(rawLink);
  if (!link || !label) return null;
  const className = `btn btn-${variant} btn-lg`;
  const path = internalPath(link);
  return path ? (
    <Link className={className} to={path}>
      {label}
    </Link>
  ) : (
    <a className={className} href={link}>
      {label}
    </a>
  );
}
