/** The testimonial carousel (spec part 1 §9, part 2 §2): 2 slides per view from 1200 px, else 1; 20 px gap. */
export const TESTIMONIAL_CAROUSEL = {
  breakpoints: { 0: { slidesPerView: 1 }, 1200: { slidesPerView: 2 } },
  spaceBetween: 20,
};
