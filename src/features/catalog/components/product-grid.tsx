import { ProductCard, type ProductCardProps } from '@/components/product-card/product-card';
import { useAddToCart } from '@/features/cart';
import type { Product } from '@/types/api';

type ProductGridProps = {
  products: Product[];
  headingLevel?: 2 | 3 | 4;
  showReviewStars?: boolean;
  addToCartLabel?: ProductCardProps['addToCartLabel'];
};

/** A responsive grid of product cards wired to the one add-to-cart module (quantity 1). */
export function ProductGrid({
  products,
  headingLevel = 2,
  showReviewStars = true,
  addToCartLabel,
}: ProductGridProps) {
  const { addToCart, buyNow, pendingFor } = useAddToCart();
  return (
    <ul className="row g-3 list-unstyled mb-0">
      {products.map((product) => (
        <li key={product.id} className="col-12 col-sm-6 col-lg-4 col-xl-3 d-flex">
          <ProductCard
            product={product}
            onAddToCart={(item) => void addToCart(item, 1)}
            onBuyNow={(item) => void buyNow(item, 1)}
            pendingAction={pendingFor(product.id)}
            headingLevel={headingLevel}
            showReviewStars={showReviewStars}
            addToCartLabel={addToCartLabel}
          />
        </li>
      ))}
    </ul>
  );
}
