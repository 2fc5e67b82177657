import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

describe('SafeHtml', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('strips script and event-handler payloads so nothing runs', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Fresh seeds</p><img src=x onerror="window.__pwned=true"><script>window.__pwned=true</script>'
        }
      />,
    );
    expect(screen.getByText('Fresh seeds')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).not.toHaveAttribute('onerror');
    img?.dispatchEvent(new Event('error'));
    expect(window.__pwned).toBeUndefined();
  });

  it('renders the requested element with its class', () => {
    const { container } = render(<SafeHtml as="span" className="small" html="<em>hi</em>" />);
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('SPAN');
    expect(root).toHaveClass('small');
    expect(screen.getByText('hi').tagName).toBe('EM');
  });
});
