import { Tab, Tabs } from 'react-bootstrap';
import { SafeHtml } from '@/components/ui/safe-html';
import type { ProductDetail } from '@/types/api';
import { NutritionFacts } from './nutrition-facts';
import { ReviewWidget } from './review-widget';

/** Tabs 'Into' (the HTML description, spec spelling), nutrition facts when enabled, 'Reviews'. */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const nutrition = product.product_nutrition;
  const showNutrition = Boolean(nutrition && Number(nutrition.show_nutrition_label) === 1);
  return (
    <Tabs
      defaultActiveKey="into"
      id={`product-${product.id}-tabs`}
      className="mt-4 mb-3"
      mountOnEnter={false}
    >
      <Tab eventKey="into" title="Into">
        {product.product_description ? (
          <SafeHtml html={product.product_description} />
        ) : (
          <p>No description yet.</p>
        )}
      </Tab>
      {showNutrition && nutrition && (
        <Tab eventKey="nutrition" title={nutrition.nutrition_label_text || 'Nutrition Facts'}>
          <NutritionFacts nutrition={nutrition} />
        </Tab>
      )}
      <Tab eventKey="reviews" title="Reviews">
        <ReviewWidget variant="product" sku={product.item_code ?? product.sku} />
      </Tab>
    </Tabs>
  );
}
