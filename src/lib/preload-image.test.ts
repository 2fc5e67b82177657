import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadImage } from './preload-image';

describe('preloadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubImage = () => {
    const images: { src?: string; fetchPriority?: string }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        decoding = 'auto';
        constructor() {
          images.push(this);
        }
      },
    );
    return images;
  };

  it('asks for a safe URL at high priority', () => {
    const images = stubImage();
    preloadImage('https://cdn.example/products/1.jpg');
    expect(images).toEqual([
      expect.objectContaining({ src: 'https://cdn.example/products/1.jpg', fetchPriority: 'high' }),
    ]);
  });

  it.each([['javascript:alert(1)'], [''], [null], [undefined]])('skips %j', (url) => {
    const images = stubImage();
    preloadImage(url);
    expect(images).toEqual([]);
  });
});
