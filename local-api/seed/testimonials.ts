import type { Testimonial } from '../../src/types/api';

/**
 * Testimonials for /testimonial: text only, audio (mp3), video (mp4), both, and one without a name.
 * The voice notes play the sample mp3 in local-api/assets/media/ (served under /media/); the videos
 * are not shipped: they answer 404, and the player dialog says so.
 */
export const seedTestimonials = (): Testimonial[] => [
  {
    description: 'The freshest apricot seeds I have ever bought. Fast shipping too!',
    rating: 5,
    file_type: null,
    audio: null,
    video: null,
    name: 'Maria G.',
  },
  {
    description: 'The capsules are so much easier than chewing bitter seeds.',
    rating: 4.5,
    file_type: 'mp3',
    audio: '/media/testimonial-voice.mp3',
    video: null,
    name: 'James T.',
  },
  {
    description: 'AP Fuel mushroom coffee replaced my morning latte.',
    rating: 4,
    file_type: 'mp4',
    audio: null,
    video: '/media/testimonial-2.mp4',
    name: 'Priya S.',
  },
  {
    description:
      'I told my story in a voice note and a short video: seeds every morning for a year.',
    rating: 4.5,
    file_type: 'mp4',
    audio: '/media/testimonial-voice.mp3',
    video: '/media/testimonial-3.mp4',
    name: 'Linda K.',
  },
  {
    description: 'Great customer service and the loyalty points add up quickly.',
    rating: 5,
    file_type: null,
    audio: null,
    video: null,
    name: 'Tom W.',
  },
  {
    description: 'Good value, well packed, and the apricot oil is lovely on dry skin.',
    rating: 3.5,
    file_type: null,
    audio: null,
    video: null,
    name: null,
  },
];
