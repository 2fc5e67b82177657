/**
 * The testimonial and feedback texts. Verbatim from spec part 2 §2: the field labels, 'Anonymous',
 * 'Submitting...' and the audio player's fallback; the spec only says "the matching video message",
 * so the video fallback follows the audio one's standard wording. The rest are ours (the spec says
 * "a success message" and logs failures).
 */
export const TESTIMONIAL_TEXT = {
  heading: 'Testimonials',
  carouselLabel: 'Testimonials',
  anonymous: 'Anonymous',
  audioFallback: 'Your browser does not support the audio element.',
  videoFallback: 'Your browser does not support the video tag.',
  loading: 'Loading testimonials...',
  empty: 'No testimonials yet. Be the first to share your experience!',
  loadFailed: 'The testimonials could not be loaded.',
  shareYours: 'Share your feedback',
  playAudio: (name: string) => `Play the voice testimonial from ${name}`,
  playVideo: (name: string) => `Play the video testimonial from ${name}`,
  audioHeading: (name: string) => `Voice testimonial from ${name}`,
  videoHeading: (name: string) => `Video testimonial from ${name}`,
  mediaUnavailable: 'This recording cannot be played right now. Please try again later.',
} as const;

export const FEEDBACK_TEXT = {
  heading: 'Submit Your Feedback',
  review: 'Your Reviews',
  reviewRequired: 'Please write your review.',
  voice: 'Upload Voice',
  video: 'Upload Video',
  rating: 'Your Rating',
  submit: 'Submit',
  submitting: 'Submitting...',
  success: 'Thank you for your feedback!',
  failed: 'Your feedback could not be sent. Please try again.',
  voiceType: 'Please choose an audio file for Upload Voice.',
  videoType: 'Please choose a video file for Upload Video.',
  voiceSize: 'The voice file is too large. Please choose one of at most 10 MB.',
  videoSize: 'The video file is too large. Please choose one of at most 50 MB.',
  voiceHint: 'An audio file of up to 10 MB.',
  videoHint: 'A video file of up to 50 MB.',
  uploading: 'Uploading...',
  uploaded: 'Uploaded.',
  progress: (label: string) => `${label} progress`,
  retryUpload: 'Try the upload again',
  uploadFailed: 'The file could not be uploaded. Please try again.',
  waitForUpload: 'Please wait until the upload has finished.',
  forOrder: (orderId: string) => `Feedback on order #${orderId}`,
} as const;
