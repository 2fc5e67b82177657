import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a></p>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi');
    expect(clean).toContain('<img src="x">');
  });

  it('keeps safe markup and adds rel to links that open a new tab', () => {
    const clean = sanitizeHtml(
      '<strong>Save</strong> <a href="https://example.com" target="_blank">more</a>',
    );
    expect(clean).toContain('<strong>Save</strong>');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('prefixes id and name so API markup cannot clobber window or document properties', () => {
    const clean = sanitizeHtml(
      '<a id="defaultView" href="https://example.com">a</a><img name="cookie" src="x.png"><p id="intro">b</p>',
    );
    const container = document.createElement('div');
    container.innerHTML = clean;
    document.body.append(container);
    try {
      expect(container.querySelector('a')).toHaveAttribute('id', 'user-content-defaultView');
      expect(container.querySelector('img')).toHaveAttribute('name', 'user-content-cookie');
      expect(container.querySelector('p')).toHaveAttribute('id', 'user-content-intro');
      expect(typeof document.cookie).toBe('string');
      expect(document.defaultView).toBe(window);
    } finally {
      container.remove();
    }
  });

  it('returns an empty string for missing input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
