import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

const HOSTILE =
  '<p>Fresh seeds</p><img src=x onerror="window.__pwned=true"><script>window.__pwned=true</script>';

// Each test starts without DOMPurify, as a page does: the modules are imported anew.
const load = async () => {
  const { SafeHtml } = await import('./safe-html');
  const cleanHtml = await import('@/lib/clean-html');
  return { SafeHtml, ...cleanHtml };
};

describe('SafeHtml', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  afterEach(() => {
    delete window.__pwned;
    vi.doUnmock('@/lib/sanitize-html');
  });

  it('strips script and event-handler payloads so nothing runs, once DOMPurify is in', async () => {
    const { SafeHtml, sanitizerLoaded } = await load();
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(sanitizerLoaded()).toBe(false);
    expect(container.firstElementChild).toBeEmptyDOMElement();
    expect(await screen.findByText('Fresh seeds')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    img?.dispatchEvent(new Event('error'));
    expect(window.__pwned).toBeUndefined();
  });

  it('renders the requested element with its class', async () => {
    const { SafeHtml } = await load();
    const { container } = render(<SafeHtml as="span" className="small" html="<em>hi</em>" />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('SPAN');
    expect(root).toHaveClass('small');
    expect((await screen.findByText('hi')).tagName).toBe('EM');
  });

  it('renders HTML the build cleaned, and text without markup, at once and without DOMPurify', async () => {
    const { SafeHtml, rememberCleanHtml, sanitizerLoaded } = await load();
    rememberCleanHtml([
      ['<p>Built <b>clean</b></p>'],
      ['<p>Built<img src=x onerror="window.__pwned=true"></p>', '<p>Built<img src="x"></p>'],
    ]);
    const { container } = render(
      <>
        <SafeHtml html="<p>Built <b>clean</b></p>" />
        <SafeHtml html={'<p>Built<img src=x onerror="window.__pwned=true"></p>'} />
        <SafeHtml html="Seeds > pits, 2 a day" />
      </>,
    );
    expect(screen.getByText('clean').tagName).toBe('B');
    expect(container.querySelector('img')?.outerHTML).toBe('<img src="x">');
    expect(screen.getByText('Seeds > pits, 2 a day')).toBeInTheDocument();
    expect(sanitizerLoaded()).toBe(false);
  });

  it('keeps the last clean HTML on screen while a changed string waits for DOMPurify', async () => {
    const { SafeHtml, rememberCleanHtml } = await load();
    rememberCleanHtml([['<p>Old <b>text</b></p>']]);
    const { rerender } = render(<SafeHtml html="<p>Old <b>text</b></p>" />);
    rerender(<SafeHtml html="<p>New <b>words</b></p>" />);
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(await screen.findByText('words')).toBeInTheDocument();
    expect(screen.queryByText('text')).not.toBeInTheDocument();
  });

  it('shows only the text when DOMPurify cannot be downloaded, never the raw HTML', async () => {
    vi.doMock('@/lib/sanitize-html', () => {
      throw new Error('offline');
    });
    const { SafeHtml } = await load();
    const { container } = render(<SafeHtml html={HOSTILE} />);
    expect(await screen.findByText('Fresh seeds')).toBeInTheDocument();
    expect(container.firstElementChild?.innerHTML).toBe('Fresh seeds');
    expect(container.querySelector('img')).toBeNull();
  });
});
