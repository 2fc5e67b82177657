import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('announces the rating and fills the stars fractionally', () => {
    const { container } = render(<StarRating value={4.5} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelector('.star-rating__fill')).toHaveStyle({ width: '90%' });
  });

  it('clamps out-of-range values', () => {
    render(<StarRating value={7} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });
});
