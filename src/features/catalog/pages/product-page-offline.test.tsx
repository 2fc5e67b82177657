import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOAD_FAILED_TEXT } from '@/components/ui/lazy-boundary';
import { allowConsoleError } from '../../../../tests/setup/vitest.setup';
import { renderRoute } from '../../../../tests/utils/render';

// The module of the tabs and related products cannot be downloaded (a dropped connection, a deploy
// that removed the old chunk).
vi.mock('../components/product-more', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('product page when its details cannot be downloaded', () => {
  it('keeps the summary, says so in place of the tabs, and offers Try again', async () => {
    // React reports the error its boundary caught on the console.
    allowConsoleError();
    renderRoute('/item/705-apricot-seed-capsules');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Apricot Seed Capsules' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(/SKU-SEED-CAPSULES-705/)).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Into' })).not.toBeInTheDocument();
  });
});
