import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { renderRoute } from '../../../../tests/utils/render';

describe('/recipes-superfood', () => {
  it('shows the eight recipe groups, each with a recipe', async () => {
    renderRoute('/recipes-superfood');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Superfood Recipes' }),
    ).toBeInTheDocument();
    const groups = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent?.toLowerCase())
      .filter((name) => name !== 'raw food' && name !== 'baking');
    expect(groups).toEqual([
      'shakes and smoothies',
      'muesli',
      'raw bars',
      'frozen dessert',
      'baked treats',
      'snack bites',
      'holiday treats',
      'pancakes',
    ]);
    const bars = screen.getByRole('region', { name: 'Raw Bars' });
    expect(within(bars).getByRole('heading', { level: 3 })).toHaveTextContent(
      'No-Bake Apricot Kernel Bars',
    );
    expect(within(bars).getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument();
    expect(within(bars).getAllByRole('listitem').length).toBeGreaterThan(4);
  });

  it('gives the raw-food temperature and the baking guidance (spec §9)', async () => {
    renderRoute('/recipes-superfood');
    const raw = await screen.findByRole('complementary', { name: 'Raw food' });
    expect(raw).toHaveTextContent('below about 115 F');
    expect(screen.getByRole('complementary', { name: 'Baking' })).toHaveTextContent(
      'bake at 300 F for 8 to 35 minutes',
    );
  });

  it('links to the downloadable recipe-contest cookbook PDF', async () => {
    renderRoute('/recipes-superfood');
    const link = await screen.findByRole('link', {
      name: 'Download the Recipe Contest Cookbook (PDF)',
    });
    expect(link).toHaveAttribute('href', env.recipeCookbookUrl);
    expect(link).toHaveAttribute('download');
    expect(env.recipeCookbookUrl).toMatch(/\/downloads\/recipe-contest-cookbook\.pdf$/);
  });
});

describe('/seeds-recipes', () => {
  const sidebar = () => screen.getByRole('navigation', { name: 'Recipes' });

  it('lists 9 named recipes and shows the first one', async () => {
    renderRoute('/seeds-recipes');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seeds Recipes' }),
    ).toBeInTheDocument();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.slice(0, -1)).toHaveLength(9);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Apricot Seed Smoothie' })).toBeInTheDocument();
  });

  it('switches the recipe from the sidebar, in the URL hash, by keyboard', async () => {
    const { user, router } = renderRoute('/seeds-recipes');
    const pesto = await within(
      await screen.findByRole('navigation', { name: 'Recipes' }),
    ).findByRole('link', { name: 'Apricot Kernel Pesto' });
    pesto.focus();
    await user.keyboard('{Enter}');

    const article = await screen.findByRole('article', { name: 'Apricot Kernel Pesto' });
    expect(router.state.location.hash).toBe('#apricot-kernel-pesto');
    expect(pesto).toHaveAttribute('aria-current', 'true');
    expect(
      within(sidebar()).getByRole('link', { name: 'Apricot Seed Smoothie' }),
    ).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('article', { name: 'Apricot Seed Smoothie' })).toBeNull();
    await waitFor(() => expect(within(article).getByRole('heading', { level: 2 })).toHaveFocus());
  });

  it('opens the recipe named by the URL hash', async () => {
    renderRoute('/seeds-recipes#apricot-seed-trail-mix');
    expect(
      await screen.findByRole('article', { name: 'Apricot Seed Trail Mix' }),
    ).toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Apricot Seed Trail Mix' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows the first recipe for an unknown hash', async () => {
    renderRoute('/seeds-recipes#no-such-recipe');
    expect(
      await screen.findByRole('article', { name: 'Apricot Seed Smoothie' }),
    ).toBeInTheDocument();
  });

  it("links 'Find more recipes on our blog' to /blogs", async () => {
    renderRoute('/seeds-recipes');
    expect(
      await screen.findByRole('link', { name: 'Find more recipes on our blog' }),
    ).toHaveAttribute('href', '/blogs');
  });
});
