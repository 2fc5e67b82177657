import type { GalleryImage, Video } from '../../src/types/api';

/**
 * /slider/videos. Video 1 is the home slider's video banner target (/videos#1). Video 2's mp4 is
 * local-api/assets/media/cracking-kernels.mp4 (served by handlers/media.ts).
 */
export const seedVideos = (): Video[] => [
  {
    id: 1,
    title: 'How We Harvest Apricot Seeds',
    link: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  },
  { id: 2, title: 'Cracking Apricot Kernels at Home', link: '/media/cracking-kernels.mp4' },
  {
    id: 3,
    title: 'Making AP Fuel Mushroom Coffee',
    link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  },
  { id: 4, title: 'A Walk Through the Orchard', link: 'https://vimeo.com/76979871' },
];

const GALLERY = [
  'orchard',
  'seeds',
  'capsules',
  'oil',
  'ap-fuel',
  'packing',
  'harvest',
  'smoothie',
  'kernels',
  'sunrise',
  'market',
  'picnic',
];

/** /gallery: twelve images; `image_url` is the same picture (the real API sends both). */
export const seedGallery = (): GalleryImage[] =>
  GALLERY.map((name) => ({
    image: `/images/gallery/${name}.svg`,
    image_url: `/images/gallery/${name}.svg`,
  }));
