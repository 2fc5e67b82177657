import { describe, expect, it } from 'vitest';
import { categoryHref, hyphenate, itemHref, tagHref } from './paths';

describe('href builders', () => {
  it('hyphenate turns runs of spaces into one hyphen', () => {
    expect(hyphenate('  Apricot   Seed Oil ')).toBe('Apricot-Seed-Oil');
  });

  // An answer typed `string` may still carry null until it passes its schema.
  it.each([null, undefined])('hyphenate reads %j as an empty text', (title) => {
    expect(hyphenate(title)).toBe('');
  });

  it('builds a link for a category, tag or product whose text is null', () => {
    expect(categoryHref(3, null)).toBe('/category/3-');
    expect(tagHref(4, null)).toBe('/tag/4-');
    expect(itemHref(705, null)).toBe('/item/705-');
    expect(itemHref(705, 'apricot seed capsules')).toBe('/item/705-apricot-seed-capsules');
  });
});
