import { Link } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { env } from '@/config/env';
import { RecipeDetails } from '../components/recipe-details';
import { RecipeNotes } from '../components/recipe-notes';
import { CONTENT_TEXT } from '../messages';
import { SUPERFOOD_GROUPS } from '../recipes/superfood-recipes';
import type { RouteHandle } from '@/types/route';

/** /recipes-superfood: the eight static recipe groups, the raw and baking notes, the cookbook PDF. */
export default function Component() {
  return (
    <>
      <PageHeading
        title={CONTENT_TEXT.superfoodTitle}
        subtitle="Eight easy ways to bring apricot kernels into your day."
      />
      <section className="container py-4">
        <RecipeNotes />
        <p className="my-4">
          <a className="btn btn-primary" href={env.recipeCookbookUrl} download>
            {CONTENT_TEXT.cookbookLink}
          </a>
        </p>
        <nav aria-label="Recipe groups" className="mb-4">
          <ul className="list-inline mb-0">
            {SUPERFOOD_GROUPS.map((group) => (
              <li key={group.slug} className="list-inline-item">
                <Link to={`#${group.slug}`}>{group.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {SUPERFOOD_GROUPS.map((group) => (
          <section
            key={group.slug}
            id={group.slug}
            aria-labelledby={`${group.slug}-title`}
            className="mb-5"
          >
            <h2 id={`${group.slug}-title`} className="h3 border-bottom pb-2 mb-3">
              {group.title}
            </h2>
            <RecipeDetails recipe={group.recipe} headingLevel={3} />
          </section>
        ))}
      </section>
    </>
  );
}

export const handle: RouteHandle = {
  title: 'Superfood Recipes',
  description:
    'Superfood recipes with apricot kernels: shakes, muesli, raw bars, desserts, baked treats and more.',
};
