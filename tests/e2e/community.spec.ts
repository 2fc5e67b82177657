import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

/**
 * Testimonials and feedback: play a testimonial, submit feedback with a voice file for an
 * order and play it, and axe on both pages. The seeded voice notes are the local API's sample mp3
 * (local-api/assets/media/, served under /media/).
 */

const VOICE_MP3 = readFileSync(
  new URL('../../local-api/assets/media/testimonial-voice.mp3', import.meta.url),
);

const openTestimonials = async (page: Page): Promise<Locator> => {
  await page.goto('/testimonial');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.getByText('Maria G.', { exact: true })).toBeVisible();
  // Hold the slides still: the journey clicks inside them.
  await page.getByRole('button', { name: 'Pause Testimonials carousel' }).click();
  await expect(page.getByRole('button', { name: 'Play Testimonials carousel' })).toBeVisible();
  return carousel;
};

const slideWidths = (carousel: Locator) =>
  carousel.locator('.scroll-carousel__track').evaluate((row) => ({
    container: row.getBoundingClientRect().width,
    slide: row.firstElementChild?.getBoundingClientRect().width ?? 0,
  }));

/**
 * Starts the dialog's recording the way its play control does (the dialog was opened by a click, so
 * Chromium lets the page start sound) and waits until it is really playing.
 */
const expectPlays = async (dialog: Locator) => {
  const audio = dialog.locator('audio');
  await expect(audio).toBeVisible();
  await audio.evaluate((element: HTMLAudioElement) => element.play());
  await expect
    .poll(() =>
      audio.evaluate((element: HTMLAudioElement) => ({
        paused: element.paused,
        started: element.currentTime > 0,
      })),
    )
    .toEqual({ paused: false, started: true });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
};

test('testimonials: 2 per view from 1200 px, 1 below; a recording plays in a dialog that gives the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const carousel = await openTestimonials(page);

  const wide = await slideWidths(carousel);
  expect(wide.slide).toBeCloseTo((wide.container - 20) / 2, 0);
  await page.setViewportSize({ width: 1100, height: 900 });
  await expect
    .poll(async () => {
      const narrow = await slideWidths(carousel);
      return Math.round(narrow.slide - narrow.container);
    })
    .toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  const play = carousel.getByRole('button', { name: 'Play the voice testimonial from James T.' });
  await expect(play).toBeVisible();
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Voice testimonial from James T.' });
  await expect(dialog).toBeVisible();
  await expectPlays(dialog);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  // The focus coming back into a slide in view does not scroll the carousel.
  await expect(carousel.getByText('Maria G.', { exact: true })).toBeInViewport();

  await play.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
});

test('testimonials carousel at 1280 px: Next moves a card at a time, goes back to the first past the last; Previous from the first shows the last', async ({
  page,
}) => {
  // Reduced motion: no autoplay and no smooth scrolling, so each click's cards are in place at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/testimonial');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const card = (name: string) => carousel.getByText(name, { exact: true });
  // The seeded order (local-api/seed/testimonials.ts); the last one has no name.
  const names = ['Maria G.', 'James T.', 'Priya S.', 'Linda K.', 'Tom W.', 'Anonymous'];
  await expect(card('Maria G.')).toBeInViewport();
  await expect(card('James T.')).toBeInViewport();
  await expect(card('Priya S.')).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Pause Testimonials carousel' })).toHaveCount(0);

  // Two in view: four steps bring the last two in.
  const next = page.getByRole('button', { name: 'Next Testimonials slide' });
  for (let step = 1; step <= names.length - 2; step += 1) {
    await next.click();
    await expect(card(names[step - 1])).not.toBeInViewport();
    await expect(card(names[step])).toBeInViewport();
    await expect(card(names[step + 1])).toBeInViewport();
  }
  // Past the last card: round to the first two.
  await next.click();
  await expect(card('Anonymous')).not.toBeInViewport();
  await expect(card('Maria G.')).toBeInViewport();
  await expect(card('James T.')).toBeInViewport();

  // Back from the first: the last two.
  await page.getByRole('button', { name: 'Previous Testimonials slide' }).click();
  await expect(card('Tom W.')).toBeInViewport();
  await expect(card('Anonymous')).toBeInViewport();
  await expect(card('Maria G.')).not.toBeInViewport();
});

test('a recording that cannot be loaded: the dialog says so instead of showing a dead player', async ({
  page,
  consoleErrors,
}) => {
  // The voice note is missing on purpose: Chromium logs its 404.
  consoleErrors.expect(/media\/testimonial-voice\.mp3/);
  await page.route('**/media/testimonial-voice.mp3', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"File not found."}',
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  const carousel = await openTestimonials(page);
  await carousel.getByRole('button', { name: 'Play the voice testimonial from James T.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice testimonial from James T.' });
  await expect(
    dialog.getByRole('alert').filter({
      hasText: 'This recording cannot be played right now. Please try again later.',
    }),
  ).toBeVisible();
  await expect(dialog.locator('audio')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('feedback with a voice file for an order: uploaded, submitted, home with the success message, first testimonial, and the recording plays', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'customer');
  await page.goto('/submit-your-feedback?order_id=1001');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit Your Feedback' })).toBeVisible();
  await expect(page.getByText('Feedback on order #1001')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your Reviews' }).fill('My order 1001 arrived fresh.');
  await page.getByLabel('Upload Voice').setInputFiles({
    name: 'voice-note.mp3',
    mimeType: 'audio/mpeg',
    buffer: VOICE_MP3,
  });
  await expect(page.getByText('Uploaded.')).toBeVisible();

  const rating = page.getByRole('slider', { name: 'Your Rating' });
  await rating.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(rating).toHaveAttribute('aria-valuetext', '4.5 out of 5 stars');

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/testimonials/add'),
  );
  await page.getByRole('button', { name: 'Submit' }).click();
  const request = await sent;
  expect(new URL(request.url()).searchParams.get('order_id')).toBe('1001');
  expect(request.postDataJSON()).toEqual({
    review: 'My order 1001 arrived fresh.',
    audio: expect.stringMatching(/\/uploads\/\d+-voice-note\.mp3$/),
    video: '',
    file_type: 'mp3',
    rating: 4.5,
  });

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  const carousel = await openTestimonials(page);
  const play = carousel.getByRole('button', { name: 'Play the voice testimonial from Ada C.' });
  await play.click();
  const dialog = page.getByRole('dialog', { name: 'Voice testimonial from Ada C.' });
  await expect(dialog.locator('audio')).toHaveAttribute('src', /\/uploads\/\d+-voice-note\.mp3$/);
  await expectPlays(dialog);
});

test('axe finds nothing on /testimonial and /submit-your-feedback', async ({ page, loginAs }) => {
  await openTestimonials(page);
  await expect(page.getByText('Anonymous', { exact: true })).toBeAttached();
  await expectNoAxeViolations(page);

  await loginAs(page, 'customer');
  await page.goto('/submit-your-feedback');
  await expect(page.getByRole('slider', { name: 'Your Rating' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please write your review.')).toBeVisible();
  await expectNoAxeViolations(page);
});
