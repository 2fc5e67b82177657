import { Link } from 'react-router';
import { StatusButton } from '@/components/ui/status-button';
import { internalPath } from '@/config/paths';
import { safeUrl } from '@/lib/safe-url';
import type { EarningOpportunity } from '@/types/api';
import { earningKind, isEarned } from '../earning-kind';
import { EARN_TEXT as TEXT } from '../messages';
import { EarningIcon } from './earning-icon';

type EarningItemProps = {
  earning: EarningOpportunity;
  pending: boolean;
  onAction: (earning: EarningOpportunity) => void;
  /** A link to another page of the shop closes the dialog. */
  onLeave: () => void;
};

export function EarningItem({ earning, pending, onAction, onLeave }: EarningItemProps) {
  const kind = earningKind(earning);
  const done = isEarned(earning);
  const href = safeUrl(earning.link);
  const path = internalPath(href);
  const pointsText =
    kind === 'purchase' ? TEXT.perDollar(earning.points) : TEXT.points(earning.points);

  // Several items share a button text: the accessible name adds the item (visible text first).
  const name = (text: string, newTab = false) =>
    `${text}: ${earning.type}${newTab ? ` ${TEXT.newTab}` : ''}`;

  const action = () => {
    if (kind !== 'link') {
      return (
        <StatusButton
          variant={done ? 'outline-secondary' : 'primary'}
          size="sm"
          pending={pending}
          disabled={done}
          onClick={() => onAction(earning)}
          aria-label={name(done ? TEXT.done : TEXT.buttons[kind], kind === 'social' && !done)}
        >
          {done ? TEXT.done : TEXT.buttons[kind]}
        </StatusButton>
      );
    }
    if (!href) return null;
    if (path)
      return (
        <Link
          to={path}
          className="btn btn-primary btn-sm"
          onClick={onLeave}
          aria-label={name(TEXT.buttons.link)}
        >
          {TEXT.buttons.link}
        </Link>
      );
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="btn btn-primary btn-sm"
        aria-label={name(TEXT.buttons.link, true)}
      >
        {TEXT.buttons.link}
      </a>
    );
  };

  const headingId = `earning-${earning.id}`;
  return (
    <li className="earning-item" aria-labelledby={headingId}>
      <EarningIcon icon={earning.icon} />
      <div className="earning-item__text">
        <h3 id={headingId} className="h6 mb-0">
          {earning.type}
        </h3>
        <p className="mb-0 small">{pointsText}</p>
      </div>
      <div className="earning-item__action">{action()}</div>
    </li>
  );
}
