import { useEffect, useId, useState } from 'react';
import './min-quantity-tooltip.css';

export type MinQuantityTooltipProps = {
  minQuantity: number | null | undefined;
  className?: string;
};

export const minQuantityText = (minQuantity: number): string =>
  `You Must Have at least ${minQuantity} items in your cart to receive this discounted base price`;

/**
 * Info button whose tooltip (hover and keyboard focus) explains the min_quantity rule (spec §2.3).
 * Placed above the button by CSS, no positioning library; it stays while the pointer is on it and
 * Escape hides it (WCAG 1.4.13).
 */
export function MinQuantityTooltip({ minQuantity, className }: MinQuantityTooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  // Escape hides it wherever the focus is (a hover tooltip's pointer user may have it elsewhere).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (typeof minQuantity !== 'number' || !Number.isFinite(minQuantity) || minQuantity < 1)
    return null;
  const text = minQuantityText(minQuantity);
  const descriptionId = `${id}-description`;
  const show = (setter: (value: boolean) => void) => () => {
    setter(true);
    setDismissed(false);
  };

  return (
    <span
      className={['min-quantity-tooltip d-inline-flex align-items-center', className ?? '']
        .join(' ')
        .trim()}
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="btn btn-link p-1 lh-1 text-primary"
        aria-describedby={descriptionId}
        onFocus={show(setFocused)}
        onBlur={() => setFocused(false)}
      >
        <svg
          viewBox="0 0 16 16"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
        >
          <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11zM7.25 7h1.5v4.5h-1.5zM8 4.25a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8z" />
        </svg>
        <span className="visually-hidden">Minimum quantity</span>
      </button>
      {open && (
        <span role="tooltip" className="min-quantity-tooltip__bubble tooltip bs-tooltip-top show">
          <span className="tooltip-arrow" />
          <span className="tooltip-inner d-block">{text}</span>
        </span>
      )}
      <span id={descriptionId} className="visually-hidden">
        {text}
      </span>
    </span>
  );
}
