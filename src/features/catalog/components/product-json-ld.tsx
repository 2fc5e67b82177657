import type { ProductDetail } from '@/types/api';
import { productStructuredData, serializeJsonLd } from '../product-seo';

/** JSON-LD Product data; a data block, rendered as escaped text (never as HTML). */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  return (
    <script type="application/ld+json">{serializeJsonLd(productStructuredData(product))}</script>
  );
}
