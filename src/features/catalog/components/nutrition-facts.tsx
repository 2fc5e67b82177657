import { SafeHtml } from '@/components/ui/safe-html';
import type { ProductNutrition } from '@/types/api';

const isSet = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/** The nutrition / supplement facts label (shown only when show_nutrition_label is 1). */
export function NutritionFacts({ nutrition }: { nutrition: ProductNutrition }) {
  const items = nutrition.line_item_options ?? [];
  const anyNotEstablished = items.some((item) => Boolean(Number(item.not_established)));
  return (
    <div className="nutrition-facts border border-dark p-3" style={{ maxWidth: '26rem' }}>
      <h3 className="h4 fw-bold border-bottom border-dark pb-1">
        {nutrition.nutrition_label_text || 'Nutrition Facts'}
      </h3>
      <dl className="mb-2">
        {isSet(nutrition.serving_size) && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Serving Size</dt>
            <dd className="mb-0">{nutrition.serving_size}</dd>
          </div>
        )}
        {isSet(nutrition.serving_per_container) && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Servings Per Container</dt>
            <dd className="mb-0">{nutrition.serving_per_container}</dd>
          </div>
        )}
        {isSet(nutrition.calories_per_serving) && (
          <div className="d-flex justify-content-between border-top border-dark mt-1 pt-1">
            <dt>Calories</dt>
            <dd className="mb-0 fw-bold">{nutrition.calories_per_serving}</dd>
          </div>
        )}
        {isSet(nutrition.calories_from_fat) && (
          <div className="d-flex justify-content-between">
            <dt className="fw-normal">Calories from Fat</dt>
            <dd className="mb-0">{nutrition.calories_from_fat}</dd>
          </div>
        )}
      </dl>
      {items.length > 0 && (
        <table className="table table-sm mb-2">
          <thead>
            <tr>
              <th scope="col">Nutrient</th>
              <th scope="col">Amount</th>
              <th scope="col">% Daily Value</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.name}-${index}`}>
                <th scope="row" className="fw-normal">
                  {item.name}
                </th>
                <td>{item.amount ?? ''}</td>
                <td>{Number(item.not_established) ? '†' : (item.value ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="small mb-1">* Percent Daily Values are based on a 2,000 calorie diet.</p>
      {anyNotEstablished && <p className="small mb-1">† Daily Value not established.</p>}
      {nutrition.ingredients && <SafeHtml className="small mt-2" html={nutrition.ingredients} />}
    </div>
  );
}
