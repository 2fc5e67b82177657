// Shared with the product detail page; the card folder owns the component.
export { ProductPrice, type ProductPriceProps } from '../product-card/product-price';
