import type { Ref } from 'react';
import type { Recipe } from '../recipes/recipe';

type RecipeDetailsProps = {
  recipe: Recipe;
  /** The recipe name's level; its Ingredients and Directions sit one below. */
  headingLevel: 2 | 3;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** One recipe: name, summary, yield, ingredients and numbered directions. */
export function RecipeDetails({ recipe, headingLevel, headingRef }: RecipeDetailsProps) {
  const Name = `h${headingLevel}` as const;
  const Part = `h${headingLevel + 1}` as 'h3' | 'h4';
  const nameId = `${recipe.slug}-name`;
  return (
    <article className="recipe" aria-labelledby={nameId}>
      <Name id={nameId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className="h4">
        {recipe.name}
      </Name>
      <p className="mb-1">{recipe.summary}</p>
      <p className="text-body-secondary small">{recipe.yields}</p>
      <div className="row g-3">
        <div className="col-md-5">
          <Part className="h6 text-uppercase">Ingredients</Part>
          <ul className="mb-0">
            {recipe.ingredients.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="col-md-7">
          <Part className="h6 text-uppercase">Directions</Part>
          <ol className="mb-0">
            {recipe.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      </div>
    </article>
  );
}
