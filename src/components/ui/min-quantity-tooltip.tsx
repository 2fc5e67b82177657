// Shared with the product detail page; the card folder owns the component.
export {
  MinQuantityTooltip,
  minQuantityText,
  type MinQuantityTooltipProps,
} from '../product-card/min-quantity-tooltip';
