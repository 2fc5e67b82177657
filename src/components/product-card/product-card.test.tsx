import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@/types/api';
import { ProductCard, type ProductCardProps } from './product-card';

const TOOLTIP = 'You Must Have at least 3 items in your cart to receive this discounted base price';

const buildProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 705,
  product_name: 'Apricot Seed Capsules',
  product_url: 'apricot seed capsules',
  image: '/images/products/705.svg',
  map_price: '24.99',
  sell_price: 19.99,
  you_save: 'You Save $5.00 (20%)',
  min_quantity: 3,
  item_code: 'APR-0705',
  ...overrides,
});

const renderCard = (props: Partial<ProductCardProps> = {}) => {
  const handlers = { onAddToCart: vi.fn(), onBuyNow: vi.fn() };
  const product = props.product ?? buildProduct();
  const result = render(
    <MemoryRouter>
      <ProductCard {...handlers} {...props} product={product} />
    </MemoryRouter>,
  );
  return { ...result, ...handlers, product, user: userEvent.setup() };
};

describe('ProductCard', () => {
  it('shows image, linked name, struck list price, sell price, you_save and the min-quantity text', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Apricot Seed Capsules' });
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Apricot Seed Capsules' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apricot Seed Capsules' })).toHaveAttribute(
      'href',
      '/item/705-apricot-seed-capsules',
    );
    expect(screen.getByText('$24.99').closest('del')).toHaveTextContent('Original price $24.99');
    expect(screen.getByText('$19.99').closest('del')).toBeNull();
    expect(screen.getByText('You Save $5.00 (20%)')).toBeInTheDocument();
    expect(screen.getByText(TOOLTIP)).toBeInTheDocument();
  });

  it('does not strike the list price when it equals the sell price', () => {
    const { container } = renderCard({
      product: buildProduct({ map_price: '19.99', sell_price: 19.99, you_save: null }),
    });
    expect(container.querySelector('del')).toBeNull();
    expect(screen.getAllByText('$19.99')).toHaveLength(1);
    expect(screen.queryByText(/You Save/)).not.toBeInTheDocument();
  });

  it('shows the tooltip on keyboard focus of the info button', async () => {
    const { user } = renderCard();
    await user.tab();
    await user.tab();
    const info = screen.getByRole('button', { name: 'Minimum quantity' });
    expect(info).toHaveFocus();
    expect(info).toHaveAccessibleDescription(TOOLTIP);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
  });

  it('shows the tooltip on hover and hides it on Escape until the pointer comes back', async () => {
    const { user } = renderCard();
    const info = screen.getByRole('button', { name: 'Minimum quantity' });
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(info);
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
  });

  it('calls Buy Now and Add To Cart with the product', async () => {
    const { user, onBuyNow, onAddToCart, product } = renderCard();
    const buyNow = screen.getByRole('button', { name: 'Buy Now' });
    expect(buyNow).toHaveAccessibleDescription(product.product_name);
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveAccessibleDescription(
      product.product_name,
    );
    await user.click(buyNow);
    expect(onBuyNow).toHaveBeenCalledWith(product);
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
  });

  it('disables both buttons while one action is pending', () => {
    renderCard({ pendingAction: 'add' });
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add To Cart' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).not.toHaveAttribute('aria-busy');
  });

  it('falls back to the local image when the product image fails', () => {
    renderCard();
    const image = screen.getByRole('img', { name: 'Apricot Seed Capsules' });
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/fallback-product.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/fallback-product.svg');
  });

  it('shows the local image instead of an API image that is not a web address, and drops such badges', () => {
    renderCard({
      product: buildProduct({
        image: 'javascript:alert(1)',
        product_badge: [
          { badge_image: 'data:image/svg+xml,<svg onload=alert(2)>', description: 'Bad badge' },
          { badge_image: '/images/badges/made-in-usa.svg', description: 'Packed in the USA' },
        ],
      }),
    });
    expect(screen.getByRole('img', { name: 'Apricot Seed Capsules' })).toHaveAttribute(
      'src',
      '/images/fallback-product.svg',
    );
    expect(screen.queryByRole('img', { name: 'Bad badge' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Packed in the USA' })).toBeInTheDocument();
  });

  it('shows badges and the review-stars placeholder when asked, and honours the heading level', () => {
    const { container } = renderCard({
      headingLevel: 3,
      showReviewStars: true,
      product: buildProduct({
        product_badge: [
          {
            badge_image: '/images/badges/lab-tested.svg',
            description: 'Third-party <b>lab</b> tested',
          },
        ],
      }),
    });
    expect(
      screen.getByRole('heading', { level: 3, name: 'Apricot Seed Capsules' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Third-party lab tested' })).toHaveAttribute(
      'src',
      '/images/badges/lab-tested.svg',
    );
    expect(container.querySelector('.feefo-product-stars')).toHaveAttribute('data-sku', 'APR-0705');
  });

  it('has no tooltip when min_quantity is missing', () => {
    renderCard({ product: buildProduct({ min_quantity: null }) });
    expect(screen.queryByText(/You Must Have at least/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Minimum quantity' })).not.toBeInTheDocument();
  });
});
