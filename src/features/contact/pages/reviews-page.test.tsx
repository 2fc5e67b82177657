import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../tests/utils/render';

describe('/reviews', () => {
  it('shows the review widget and says so when no widget script is configured', async () => {
    renderRoute('/reviews');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('.feefo-review-widget-service')).not.toBeNull();
    expect(within(main).getByText('Reviews are not available right now.')).toBeInTheDocument();
    expect(document.head.querySelector('script[src]')).toBeNull();
  });
});
