import { clsx } from 'clsx';
import { useEffect, useId, useState } from 'react';
import './min-quantity-tooltip.css';

export type MinQuantityTooltipProps = {
  minQuantity: number | null | undefined;
  className?: string;
};

export const minQuantityText = (minQuantity: number): string =>
  `You Must Have at least ${minQuantity} items in your cart to receive this discounted base price`;

/**
 * The shown tooltip. Escape hides it wherever the focus is (a hover tooltip's pointer user may have
 * it elsewhere); the listener lives here, so a closed tooltip has no effect to run (a listing renders
 * one a card).
 */
function TooltipBubble({
  text,
  onDismiss,
}: {
  text: string;
  onDismiss: (dismissed: true) => void;
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onDismiss]);

  return (
    <span role="tooltip" className="min-quantity-tooltip__bubble tooltip bs-tooltip-top show">
      <span className="tooltip-arrow" />
      <span className="tooltip-inner d-block">{text}</span>
    </span>
  );
}

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
      className={clsx('min-quantity-tooltip d-inline-flex align-items-center', className)}
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
    >
      <button
        type="button"
        className="min-quantity-tooltip__button btn btn-link p-1 lh-1 text-primary"
        aria-label="Minimum quantity"
        aria-describedby={descriptionId}
        onFocus={show(setFocused)}
        onBlur={() => setFocused(false)}
      />
      {open && <TooltipBubble text={text} onDismiss={setDismissed} />}
      <span id={descriptionId} className="visually-hidden">
        {text}
      </span>
    </span>
  );
}
