import { useState } from 'react';
import { MinQuantityTooltip } from '@/components/product-card/min-quantity-tooltip';
import { ProductPrice } from '@/components/product-card/product-price';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { SafeHtml } from '@/components/ui/safe-html';
import { StatusButton } from '@/components/ui/status-button';
import { useAddToCart } from '@/features/cart';
import type { ProductDetail } from '@/types/api';
import { FALLBACK_PRODUCT_IMAGE } from '@/components/product-card/fallback-image';
import { safeUrl } from '@/lib/safe-url';
import { AddonPicker } from './addon-picker';
import { ProductLinks } from './product-links';

/** Image, name, prices, stepper (min 1, default 1), links, sizes, and the two cart buttons. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const [qty, setQty] = useState(1);
  const { addToCart, buyNow, pendingFor } = useAddToCart();
  const pending = pendingFor(product.id);

  return (
    <div className="row g-4">
      <div className="col-12 col-md-5">
        <img
          src={safeUrl(product.image, FALLBACK_PRODUCT_IMAGE)}
          alt={product.product_name}
          width={300}
          height={400}
          fetchPriority="high"
          className="img-fluid d-block mx-auto"
        />
        {(product.product_badge ?? []).map((badge, index) => {
          const image = safeUrl(badge.badge_image);
          return (
            <div key={index} className="d-flex align-items-center gap-2 mt-2">
              {image && <img src={image} alt="" width={40} height={40} loading="lazy" />}
              {badge.description && <SafeHtml className="small" html={badge.description} />}
            </div>
          );
        })}
      </div>
      <div className="col-12 col-md-7">
        <h1 className="h2">{product.product_name}</h1>
        {product.product_descriptor && <p className="lead mb-1">{product.product_descriptor}</p>}
        {product.quantity_size && <p className="mb-2">Size: {product.quantity_size}</p>}
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <ProductPrice mapPrice={product.map_price} sellPrice={product.sell_price} />
          {product.min_quantity ? <MinQuantityTooltip minQuantity={product.min_quantity} /> : null}
        </div>
        {product.you_save && (
          <p className="live-price text-success fw-semibold mb-2">{product.you_save}</p>
        )}
        {(product.smart_saving ?? []).map((saving, index) => (
          <SafeHtml
            key={index}
            className="live-price alert alert-success py-2 small"
            html={saving.message}
          />
        ))}
        {product.sku && <p className="small text-body-secondary mb-2">SKU: {product.sku}</p>}
        <AddonPicker current={product} addons={product.product_addons ?? []} />
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <QuantityStepper value={qty} onChange={setQty} min={1} label="Quantity" showLabel />
          <StatusButton
            variant="primary"
            pending={pending === 'buy'}
            disabled={pending !== null}
            onClick={() => void buyNow(product, qty)}
          >
            Buy Now
          </StatusButton>
          <StatusButton
            variant="outline-primary"
            pending={pending === 'add'}
            disabled={pending !== null}
            onClick={() => void addToCart(product, qty)}
          >
            Add to cart
          </StatusButton>
        </div>
        <ProductLinks categories={product.categories} tags={product.tags} />
      </div>
    </div>
  );
}
