import { describe, expect, it } from 'vitest';
import { blogListArgs, readBlogFilters } from './blog-filters';

describe('blog filters in the URL', () => {
  it('reads comma-joined slugs (trimmed, once each) and the order, newest by default', () => {
    expect(readBlogFilters(new URLSearchParams('category_slug=news, health,,news'))).toEqual({
      slugs: ['news', 'health'],
      sort: 'new',
    });
    expect(readBlogFilters(new URLSearchParams('sort=old'))).toEqual({ slugs: [], sort: 'old' });
    expect(readBlogFilters(new URLSearchParams('sort=sideways')).sort).toBe('new');
  });

  it('asks GET /blog with category_slug only when filtered, and always with sort', () => {
    expect(blogListArgs({ slugs: [], sort: 'new' })).toEqual({ sort: 'new' });
    expect(blogListArgs({ slugs: ['news', 'health'], sort: 'old' })).toEqual({
      category_slug: 'news,health',
      sort: 'old',
    });
  });
});
