import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowConsoleError } from '../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../tests/utils/render';
import { controlViewport } from '../../../tests/utils/viewport';
import { LOAD_FAILED_TEXT } from '@/components/ui/lazy-boundary';

// The module of the related products cannot be fetched (its dynamic import rejects).
vi.mock('./components/related-products', () => {
  throw new Error('Failed to fetch dynamically imported module: related-products.js');
});

afterEach(() => vi.unstubAllGlobals());

describe("a cart whose related products' module fails to load", () => {
  it('says so with Try again under the forms, and the rest of the page stays', async () => {
    // React reports the error its boundary caught on the console.
    allowConsoleError();
    const { bringNear } = controlViewport();
    renderRoute('/cart');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await bringNear(document.body);

    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /log in/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    // Handled in place: the route's error page does not take over.
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
