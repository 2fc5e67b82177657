import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { ErrorBoundary } from './error-boundary';

function Menu({ broken }: { broken: boolean }) {
  if (broken) throw new Error('menu answer was unreadable');
  return <nav aria-label="Menu">Products</nav>;
}

const page = (broken: boolean, resetKey: string) => (
  <>
    <ErrorBoundary fallback={<p>Menu unavailable</p>} resetKey={resetKey}>
      <Menu broken={broken} />
    </ErrorBoundary>
    <main>Page content</main>
  </>
);

describe('ErrorBoundary', () => {
  it('shows its children while they render', () => {
    render(page(false, '/'));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });

  it('replaces only the failed part with the fallback and tries again when the key changes', () => {
    allowConsoleError();
    const { rerender } = render(page(true, '/'));
    expect(screen.getByText('Menu unavailable')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page content');

    rerender(page(false, '/'));
    expect(screen.getByText('Menu unavailable')).toBeInTheDocument();

    rerender(page(false, '/store'));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
  });
});
