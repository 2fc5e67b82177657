import type { Locator, Page } from '@playwright/test';
import { apiURL, expect, expectNoAxeViolations, test } from './fixtures';

/**
 * The home page's carousels (spec part 1 §9: autoplay 3000 ms with looping; top carousel 3 per view
 * from 992 px, else 1; hot carousel 1 from 320, 2 from 736, 3 from 850, 4 from 1300): the browser's
 * own snap scrolling (components/ui/scroll-carousel.tsx), driven by its labelled buttons and a timer.
 */

/** The carousel, not the page section of the same name around it. */
const carousel = (page: Page, name: string) =>
  page
    .getByRole('region', { name, exact: true })
    .and(page.locator('[aria-roledescription="carousel"]'));
const slide = (region: Locator, position: string) =>
  region.getByRole('group', { name: position, exact: true });

/** How many slides the carousel's row shows side by side: its width over a slide's and a gap's. */
const slidesPerView = (region: Locator) =>
  region.locator('.scroll-carousel__track').evaluate((track) => {
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    const slideWidth = (track.firstElementChild as HTMLElement).getBoundingClientRect().width;
    return Math.round((track.getBoundingClientRect().width + gap) / (slideWidth + gap));
  });

/** The index of the first slide wholly inside the carousel's row. */
const shownSlide = (region: Locator) =>
  region.getByRole('group').evaluateAll((slides) =>
    slides.findIndex((slide) => {
      const box = slide.getBoundingClientRect();
      const row = (slide.parentElement as HTMLElement).getBoundingClientRect();
      return box.left >= row.left - 1 && box.right <= row.right + 1;
    }),
  );

const openHome = async (page: Page) => {
  await page.goto('/');
  // The product carousels are a part of the page that loads after its first screen.
  await expect(carousel(page, 'Hot Buys').getByRole('group').first()).toBeVisible();
};

test('home carousels show the spec slides per view at each width', async ({ page }) => {
  const widths: [number, Record<string, number>][] = [
    [412, { 'Featured banners': 1, 'Popular products': 2, 'Our Products': 1, 'Hot Buys': 1 }],
    [800, { 'Featured banners': 1, 'Popular products': 3, 'Our Products': 1, 'Hot Buys': 2 }],
    [900, { 'Featured banners': 1, 'Our Products': 1, 'Hot Buys': 3 }],
    [1280, { 'Featured banners': 3, 'Popular products': 3, 'Our Products': 3, 'Hot Buys': 3 }],
    [1400, { 'Our Products': 3, 'Hot Buys': 4 }],
  ];
  await page.setViewportSize({ width: widths[0][0], height: 900 });
  await openHome(page);
  for (const [width, expected] of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, perView] of Object.entries(expected))
      await expect
        .poll(() => slidesPerView(carousel(page, name)), { message: `${name} at ${width} px` })
        .toBe(perView);
  }
});

test('Next and Previous move a slide at a time and go round past either end, by mouse and keyboard', async ({
  page,
}) => {
  // No autoplay and no smooth scrolling: each press's slide is in place at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 412, height: 900 });
  await openHome(page);
  const hotBuys = carousel(page, 'Hot Buys');
  await hotBuys.scrollIntoViewIfNeeded();
  const slides = await hotBuys.getByRole('group').count();
  expect(slides).toBeGreaterThan(2);
  await expect(hotBuys.getByRole('button', { name: /carousel$/ })).toHaveCount(0);
  const next = hotBuys.getByRole('button', { name: 'Next Hot Buys slide' });
  const previous = hotBuys.getByRole('button', { name: 'Previous Hot Buys slide' });

  await expect(slide(hotBuys, `1 / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  await next.click();
  await expect(slide(hotBuys, `2 / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(hotBuys, `1 / ${slides}`)).not.toBeInViewport();

  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(slide(hotBuys, `1 / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press('Space');
  await expect(slide(hotBuys, `${slides} / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  await next.click();
  await expect(slide(hotBuys, `1 / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  await expectNoAxeViolations(page);
});

test('a carousel in view plays on its own until paused; paused, its buttons still move it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await openHome(page);
  const ourProducts = carousel(page, 'Our Products');
  await ourProducts.scrollIntoViewIfNeeded();
  const slides = await ourProducts.getByRole('group').count();
  await expect(slide(ourProducts, `1 / ${slides}`)).toBeInViewport({ ratio: 0.9 });
  // Autoplay: the next slide comes without a touch (3 s, then a smooth scroll).
  await expect(slide(ourProducts, `2 / ${slides}`)).toBeInViewport({ ratio: 0.9, timeout: 10_000 });

  await ourProducts.getByRole('button', { name: 'Pause Our Products carousel' }).click();
  const play = ourProducts.getByRole('button', { name: 'Play Our Products carousel' });
  await expect(play).toBeVisible();
  // Once the row has come to rest on a slide.
  await expect.poll(() => shownSlide(ourProducts)).toBeGreaterThanOrEqual(0);
  const shown = await shownSlide(ourProducts);
  await ourProducts.getByRole('button', { name: 'Next Our Products slide' }).click();
  await expect.poll(() => shownSlide(ourProducts)).toBe((shown + 1) % slides);
  // Play restarts it at once, though the focus and the mouse are on the Play button in the carousel.
  await play.click();
  await expect(
    ourProducts.getByRole('button', { name: 'Pause Our Products carousel' }),
  ).toBeVisible();
  await expect.poll(() => shownSlide(ourProducts), { timeout: 10_000 }).toBe((shown + 2) % slides);
});

test("the main banner's product pictures load, and are photographs, not SVG documents", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await page.goto('/');
  const pictures = carousel(page, 'Popular products').getByRole('img');
  await expect(pictures).toHaveCount(6);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    // Loaded and decoded: a broken or still loading image has no natural width.
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(300);
    // Chromium makes each SVG image a document of its own on the main thread
    // (docs/decisions/048-the-shops-own-pictures-are-raster.md).
    const src = await picture.getAttribute('src');
    const response = await page.request.get(src!);
    expect(response.headers()['content-type']).toBe('image/webp');
  }
});

test('a banner carousel of one video still offers Pause, and Pause stops the video', async ({
  page,
}) => {
  // The slider's answer holds only the video banner. Home is reached from another page, so its
  // slides come from that answer, not from the build's.
  await page.route(`${apiURL}/slider/`, async (route) => {
    const response = await route.fetch();
    const slides = (await response.json()) as { type: string }[];
    await route.fulfill({ response, json: slides.filter((slide) => slide.type === 'video') });
  });
  await page.goto('/About');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const banners = carousel(page, 'Featured banners');
  await expect(banners.getByRole('group')).toHaveCount(1);
  const video = banners.locator('video');
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0),
    )
    .toBe(true);
  await banners.getByRole('button', { name: 'Pause Featured banners carousel' }).click();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await expectNoAxeViolations(page);
});
