import { clsx } from 'clsx';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CONTENT_TEXT } from '../messages';
import type { Recipe } from '../recipes/recipe';

type RecipeSidebarProps = { recipes: Recipe[]; current: Recipe };

/** The /seeds-recipes sidebar: a link per recipe (its URL hash), the shown one marked current. */
export function RecipeSidebar({ recipes, current }: RecipeSidebarProps) {
  return (
    <nav aria-labelledby="seeds-recipes-list">
      <h2 id="seeds-recipes-list" className="h5">
        Recipes
      </h2>
      <ul className="list-group mb-3">
        {recipes.map((recipe) => {
          const isCurrent = recipe.slug === current.slug;
          return (
            <li key={recipe.slug} className="list-group-item p-0 border-0">
              <Link
                to={`#${recipe.slug}`}
                className={clsx('list-group-item list-group-item-action', isCurrent && 'active')}
                aria-current={isCurrent ? 'true' : undefined}
              >
                {recipe.name}
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to={paths.blogs}>{CONTENT_TEXT.moreOnBlog}</Link>
    </nav>
  );
}
