import { describe, expect, it } from 'vitest';
import { blogExcerpt } from './excerpt';

describe('blogExcerpt', () => {
  it('reads the body as plain text', () => {
    expect(blogExcerpt('<h2>Keep</h2><p>it <b>raw</b></p><script>x()</script>')).toBe(
      'Keep it raw',
    );
    expect(blogExcerpt(null)).toBe('');
  });

  it('cuts a long body at a word boundary with an ellipsis', () => {
    const body = `<p>${'apricot '.repeat(40)}</p>`;
    const excerpt = blogExcerpt(body, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/^apricot( apricot)+…$/);
  });
});
