import { safeUrl } from '@/lib/safe-url';
import type { GalleryImage } from '@/types/api';

export type GalleryItem = { thumb: string; full: string };

/** The API's images through safeUrl; `image_url` is the enlarged picture when it has one. */
export const galleryItems = (images: GalleryImage[]): GalleryItem[] =>
  images
    .map((image) => {
      const thumb = safeUrl(image.image) || safeUrl(image.image_url);
      return { thumb, full: safeUrl(image.image_url) || thumb };
    })
    .filter((item) => item.thumb);
