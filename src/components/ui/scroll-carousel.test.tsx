import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollCarousel } from './scroll-carousel';

const originalMatchMedia = window.matchMedia;
const OriginalResizeObserver = window.ResizeObserver;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  window.ResizeObserver = OriginalResizeObserver;
  vi.useRealTimers();
});

/** Four slides 300 px wide, 16 px apart, in a 616 px row: two in view, 632 px to scroll. */
const renderCarousel = (slideCount = 4) => {
  render(
    <ScrollCarousel label="Hot Buys">
      {Array.from({ length: slideCount }, (_, index) => (
        <a key={index} href={`/item/${index}`}>
          Product {index + 1}
        </a>
      ))}
    </ScrollCarousel>,
  );
  const region = screen.getByRole('region', { name: 'Hot Buys' });
  const next = within(region).getByRole('button', { name: 'Next Hot Buys slide' });
  const track = document.getElementById(next.getAttribute('aria-controls') ?? '') as HTMLElement;
  const scrolls: number[] = [];
  Array.from(track.children).forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', { value: index * 316 }),
  );
  Object.defineProperty(track, 'clientWidth', { value: 616, configurable: true });
  Object.defineProperty(track, 'scrollWidth', { value: slideCount * 316 - 16, configurable: true });
  track.scrollTo = ((options: ScrollToOptions) => {
    scrolls.push(options.left ?? 0);
    track.scrollLeft = options.left ?? 0;
  }) as typeof track.scrollTo;
  return { region, track, next, scrolls };
};

describe('ScrollCarousel', () => {
  it('is a labelled carousel of labelled slides, each with its content', () => {
    const { region, track, next } = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(track).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ]);
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
    expect(within(slides[2]).getByRole('link', { name: 'Product 3' })).toBeInTheDocument();
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous Hot Buys slide' })).toHaveAttribute(
      'aria-controls',
      track.id,
    );
  });

  it('moves a slide at a time with Next and Previous, going round past either end', () => {
    const { next, scrolls } = renderCarousel();
    const previous = screen.getByRole('button', { name: 'Previous Hot Buys slide' });
    fireEvent.click(next);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(scrolls).toEqual([316, 632, 0]);
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(scrolls).toEqual([316, 632, 0, 632, 316]);
  });

  it('plays every 3000 ms until paused, and plays again on Play', () => {
    vi.useFakeTimers();
    const { scrolls } = renderCarousel();
    act(() => vi.advanceTimersByTime(3000));
    expect(scrolls).toEqual([316]);
    fireEvent.click(screen.getByRole('button', { name: 'Pause Hot Buys carousel' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(scrolls).toEqual([316]);
    fireEvent.click(screen.getByRole('button', { name: 'Play Hot Buys carousel' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(scrolls).toEqual([316, 632]);
    expect(screen.getByRole('button', { name: 'Pause Hot Buys carousel' })).toBeInTheDocument();
  });

  it('never plays under prefers-reduced-motion, and offers no pause then', () => {
    window.matchMedia = ((query: string) => ({
      ...originalMatchMedia(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    vi.useFakeTimers();
    const { next, scrolls } = renderCarousel();
    act(() => vi.advanceTimersByTime(9000));
    expect(scrolls).toEqual([]);
    expect(screen.queryByRole('button', { name: /carousel$/ })).not.toBeInTheDocument();
    fireEvent.click(next);
    expect(scrolls).toEqual([316]);
  });

  it('offers no movement when every slide is in view', () => {
    const observed: ResizeObserverCallback[] = [];
    window.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) {
        observed.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    vi.useFakeTimers();
    const { track, next, scrolls } = renderCarousel(2);
    Object.defineProperty(track, 'scrollWidth', { value: 616, configurable: true });
    act(() => observed.forEach((report) => report([], {} as ResizeObserver)));
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous Hot Buys slide' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /carousel$/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(9000));
    expect(scrolls).toEqual([]);
  });

  it('is a plain slide with no controls to use when there is only one', () => {
    renderCarousel(1);
    expect(screen.getByRole('button', { name: 'Next Hot Buys slide' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /carousel$/ })).not.toBeInTheDocument();
  });

  it('lets the keyboard reach a row of text-only slides, and leaves the focus to the links in others', () => {
    const { track } = renderCarousel();
    expect(track).not.toHaveAttribute('tabindex');
    render(
      <ScrollCarousel label="Testimonials">
        <p>Great seeds.</p>
        <p>Fast shipping.</p>
      </ScrollCarousel>,
    );
    const textRow = document.getElementById(
      screen
        .getByRole('button', { name: 'Next Testimonials slide' })
        .getAttribute('aria-controls') ?? '',
    );
    expect(textRow).toHaveAttribute('tabindex', '0');
  });
});
