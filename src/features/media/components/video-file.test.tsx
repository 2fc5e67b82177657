import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFile } from './video-file';

const FAILED = 'This video cannot be played right now. Please try again later.';

describe('VideoFile', () => {
  afterEach(() => {
    delete (HTMLMediaElement.prototype as { error?: unknown }).error;
  });

  it('says so when the file fails to load', () => {
    render(<VideoFile title="Cracking kernels" url="/media/missing.mp4" />);
    fireEvent.error(screen.getByLabelText('Cracking kernels'));
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });

  it('says so when the file had already failed before the app took the page over', () => {
    // jsdom has no media loading: the element's error is what a failed load leaves.
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4 }),
    });
    render(<VideoFile title="Cracking kernels" url="/media/missing.mp4" />);
    expect(screen.getByText(FAILED)).toBeInTheDocument();
  });
});
