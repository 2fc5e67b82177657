import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/utils/render';
import { routes } from './router';

/** Every row of the spec's route table (part 1 §2.1), with sample values for its parameters. */
const SPEC_ROUTES = [
  '/',
  '/store',
  '/special-product',
  '/category/2-B17-Capsules',
  '/tag/3-raw',
  '/search?search=apricot',
  '/item/705-apricot-seed-capsules',
  '/cart',
  '/checkout',
  '/store/customer_info',
  '/complete-payment',
  '/login',
  '/register',
  '/retailer-locations',
  '/blogs',
  '/blogs/why-apricot-seeds',
  '/blogByCategory/4/Health',
  '/videos',
  '/life-style',
  '/privacy',
  '/return_policy',
  '/shipping_privacy',
  '/autoship',
  '/About',
  '/contact-us',
  '/reviews',
  '/faq',
  '/wholesale-application',
  '/affiliate-marketing',
  '/testimonial',
  '/submit-your-feedback',
  '/submit-your-feedback?order_id=1001',
  '/refer-a-friend',
  '/seeds-recipes',
  '/recipes-superfood',
  '/OrderHistory',
  '/orderHistory/1001',
  '/BasicInfo',
  '/EmailPreferences',
  '/AccountDetails',
];

describe('router', () => {
  it.each(SPEC_ROUTES)('has a page (not the 404 route) for %s', (route) => {
    const matches = matchRoutes(routes, route) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf?.path).toBeTruthy();
    expect(leaf?.path).not.toBe('*');
  });

  it('shows the 404 page for an unknown path', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sends a guest from /checkout to /login', async () => {
    const { router } = renderRoute('/checkout');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=%2Fcheckout');
  });
});
