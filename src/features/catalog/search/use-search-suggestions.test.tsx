import { act, screen } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../local-api/node';
import { renderWithProviders } from '../../../../tests/utils/render';
import { recordSearches } from '../../../../tests/utils/search';
import { SUGGEST_DEBOUNCE_MS, useSearchSuggestions } from './use-search-suggestions';

function Suggestions({ text }: { text: string }) {
  const suggestions = useSearchSuggestions(text);
  return (
    <output>
      {suggestions.status}
      {suggestions.status === 'done' && `: ${suggestions.products.length}`}
    </output>
  );
}

/** Runs the clock on by `ms`, with the promises (requests, answers) each timer starts. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  // Only the debounce's clock is ours: time moves when the test says so, however slow the machine.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  server.use(mock.get('*/search', () => HttpResponse.json([{ id: 1, product_name: 'Apricot' }])));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchSuggestions', () => {
  it('asks nothing for one character, with or without whitespace, however long the shopper waits', async () => {
    const asked = recordSearches();
    const { rerender } = renderWithProviders(<Suggestions text="a" />);
    await pass(10 * SUGGEST_DEBOUNCE_MS);
    rerender(<Suggestions text="a    " />);
    await pass(10 * SUGGEST_DEBOUNCE_MS);
    rerender(<Suggestions text=" a b " />);
    await pass(10 * SUGGEST_DEBOUNCE_MS);
    // ' a b ' has two characters that are not whitespace: the one text asked, trimmed.
    expect(asked).toEqual(['a b']);
  });

  it('asks once the typing pauses for the debounce, and only for the last text', async () => {
    const asked = recordSearches();
    const { rerender } = renderWithProviders(<Suggestions text="ap" />);
    await pass(SUGGEST_DEBOUNCE_MS - 1);
    rerender(<Suggestions text="apr" />);
    await pass(SUGGEST_DEBOUNCE_MS - 1);
    rerender(<Suggestions text="apri" />);
    await pass(SUGGEST_DEBOUNCE_MS - 1);
    expect(asked).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('loading');
    await pass(1);
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done: 1'));
    expect(asked).toEqual(['apri']);
  });
});
