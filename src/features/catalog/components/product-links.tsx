import { Link } from 'react-router';
import { categoryHref, tagHref } from '@/config/paths';
import type { CategoryRef, TagRef } from '@/types/api';

/** Categories link to /category/{id-title}, tags to /tag/{id-name}. */
export function ProductLinks({
  categories = [],
  tags = [],
}: {
  categories?: CategoryRef[];
  tags?: TagRef[];
}) {
  return (
    <dl className="product-links small mb-3">
      {categories.length > 0 && (
        <div>
          <dt className="d-inline me-1">Categories:</dt>
          <dd className="d-inline">
            {categories.map((category, index) => (
              <span key={category.id}>
                {index > 0 && ', '}
                <Link
                  to={categoryHref(category.id, category.category_title)}
                  state={{ id: category.id }}
                >
                  {category.category_title}
                </Link>
              </span>
            ))}
          </dd>
        </div>
      )}
      {tags.length > 0 && (
        <div>
          <dt className="d-inline me-1">Tags:</dt>
          <dd className="d-inline">
            {tags.map((tag, index) => (
              <span key={tag.id}>
                {index > 0 && ', '}
                <Link to={tagHref(tag.id, tag.name)}>{tag.name}</Link>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
