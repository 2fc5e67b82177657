import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { RecipeDetails } from '../components/recipe-details';
import { RecipeSidebar } from '../components/recipe-sidebar';
import { CONTENT_TEXT } from '../messages';
import { SEEDS_RECIPES } from '../recipes/seeds-recipes';
import type { RouteHandle } from '@/types/route';

/** /seeds-recipes: the sidebar switches the recipe shown; `#slug` names it, no hash the first. */
export default function Component() {
  const { hash } = useLocation();
  const current = SEEDS_RECIPES.find((recipe) => `#${recipe.slug}` === hash) ?? SEEDS_RECIPES[0];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(current.slug);

  // A switch moves focus to the new recipe, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (shown.current === current.slug) return;
    shown.current = current.slug;
    headingRef.current?.focus({ preventScroll: true });
  }, [current.slug]);

  return (
    <>
      <PageHeading title={CONTENT_TEXT.seedsTitle} />
      <section className="container py-4">
        <div className="row g-4">
          <div className="col-md-4 col-lg-3">
            <RecipeSidebar recipes={SEEDS_RECIPES} current={current} />
          </div>
          <div id={current.slug} className="col-md-8 col-lg-9">
            <RecipeDetails recipe={current} headingLevel={2} headingRef={headingRef} />
          </div>
        </div>
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Seeds Recipes',
  description: 'Recipes with apricot seeds: nine favourites, step by step.',
};
