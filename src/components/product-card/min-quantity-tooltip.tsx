import { useId } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';

export type MinQuantityTooltipProps = {
  minQuantity: number | null | undefined;
  className?: string;
};

export const minQuantityText = (minQuantity: number): string =>
  `You Must Have at least ${minQuantity} items in your cart to receive this discounted base price`;

/** Info button whose tooltip (hover and keyboard focus) explains the min_quantity rule (spec §2.3). */
export function MinQuantityTooltip({ minQuantity, className }: MinQuantityTooltipProps) {
  const id = useId();
  if (typeof minQuantity !== 'number' || !Number.isFinite(minQuantity) || minQuantity < 1)
    return null;
  const text = minQuantityText(minQuantity);
  const descriptionId = `${id}-description`;

  // The Tooltip gets no id on purpose: Popper would append it to aria-describedby with a comma,
  // which breaks the reference to the hidden description.
  return (
    <span
      className={['min-quantity-tooltip d-inline-flex align-items-center', className ?? '']
        .join(' ')
        .trim()}
    >
      <OverlayTrigger
        placement="top"
        trigger={['hover', 'focus']}
        overlay={<Tooltip>{text}</Tooltip>}
      >
        <button
          type="button"
          className="btn btn-link p-1 lh-1 text-primary"
          aria-describedby={descriptionId}
        >
          <svg
            viewBox="0 0 16 16"
            width="18"
            height="18"
            aria-hidden="true"
            focusable="false"
            fill="currentColor"
          >
            <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z" />
            <path d="M7.25 7h1.5v4.5h-1.5zM8 4.25a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z" />
          </svg>
          <span className="visually-hidden">Minimum quantity</span>
        </button>
      </OverlayTrigger>
      <span id={descriptionId} className="visually-hidden">
        {text}
      </span>
    </span>
  );
}
