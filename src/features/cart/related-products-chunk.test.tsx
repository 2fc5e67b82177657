import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../tests/utils/render';
import { ON_DEMAND_FAILED_TEXT } from '@/components/ui/on-demand';

// The module of the related products cannot be fetched (its dynamic import rejects).
vi.mock('./components/related-products', () => {
  throw new Error('Failed to fetch dynamically imported module: related-products.js');
});

describe("a cart whose related products' module fails to load", () => {
  it('says so with Try again under the forms, and the rest of the page stays', async () => {
    renderRoute('/cart');

    expect(await screen.findByRole('alert')).toHaveTextContent(ON_DEMAND_FAILED_TEXT);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /log in/i })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You may also like' })).not.toBeInTheDocument();
    expect(console.error).not.toHaveBeenCalled();
  });
});
