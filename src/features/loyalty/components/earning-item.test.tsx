import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EarningItem } from './earning-item';

const renderItem = (link: string) =>
  render(
    <MemoryRouter>
      <ul>
        <EarningItem
          earning={{ id: 7, type: 'Read our story', points: 10, link }}
          pending={false}
          onAction={vi.fn()}
          onLeave={vi.fn()}
        />
      </ul>
    </MemoryRouter>,
  );

describe('an earning item with a link', () => {
  it('opens a path of the shop in the same tab, through the router', () => {
    renderItem('/About?from=loyalty');
    const link = screen.getByRole('link', { name: 'Go: Read our story' });
    expect(link).toHaveAttribute('href', '/About?from=loyalty');
    expect(link).not.toHaveAttribute('target');
  });

  it.each(['//evil.example/About', '/\\evil.example/About'])(
    'treats %j as another site (a new tab), never as a path of the shop',
    (link) => {
      renderItem(link);
      const anchor = screen.getByRole('link', { name: /^Go: Read our story/ });
      expect(anchor).toHaveAttribute('target', '_blank');
      expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      expect(anchor).toHaveAttribute('href', link);
    },
  );
});
