import { describe, expect, it, vi } from 'vitest';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('gives the plain text of HTML, without the text of scripts and styles', () => {
    expect(
      htmlToText(
        '<b>Lab</b> &amp; tested<script>bad()</script><style>p{}</style><img src=x onerror="bad()">',
      ),
    ).toBe('Lab & tested');
  });

  it('keeps words of neighbouring blocks apart, and inline words together', () => {
    expect(htmlToText('<h2>Keep</h2><p>it <b>ra</b>w</p><ul><li>a</li><li>b<br>c</li></ul>')).toBe(
      'Keep it raw a b c',
    );
  });

  it('returns an empty string for missing input', () => {
    expect(htmlToText(null)).toBe('');
    expect(htmlToText(undefined)).toBe('');
  });

  it('reads the text in the browser without downloading DOMPurify', async () => {
    vi.resetModules();
    const fresh = await import('./html-to-text');
    const { sanitizerLoaded } = await import('./clean-html');
    expect(
      fresh.htmlToText('<p>Soak</p><iframe>framed</iframe><img src="bait.png" onerror="x()">'),
    ).toBe('Soak');
    expect(sanitizerLoaded()).toBe(false);
  });
});
