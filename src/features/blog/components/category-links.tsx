import { clsx } from 'clsx';
import { Link } from 'react-router';
import { blogCategoryHref } from '@/config/paths';
import type { BlogCategory } from '@/types/api';
import { BLOG_TEXT } from '../messages';

type CategoryLinksProps = { categories: BlogCategory[]; className?: string };

/** A post's categories, each linking to /blogByCategory/{id}/{category_name}. */
export function CategoryLinks({ categories, className }: CategoryLinksProps) {
  const named = categories.filter((category) => category.category_name.trim());
  if (named.length === 0) return null;
  return (
    <ul
      className={clsx('blog-categories list-inline mb-0', className)}
      aria-label={BLOG_TEXT.categoriesLabel}
    >
      {named.map((category) => (
        <li key={category.id} className="list-inline-item">
          <Link
            to={blogCategoryHref(category.id, category.category_name)}
            className="blog-categories__link"
          >
            {category.category_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
