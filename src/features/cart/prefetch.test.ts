import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { makeStore } from '@/app/store';
import { cartSummaryReceived } from './cart-slice';
import { prefetchVisitorCart } from './prefetch';

// Records when the module of a cart with lines is evaluated (that is, downloaded in the browser).
const filledCartModule = vi.hoisted(() => ({ evaluated: false }));
vi.mock('./components/filled-cart', async (importOriginal) => {
  filledCartModule.evaluated = true;
  return importOriginal();
});

const loaderArgs = {} as LoaderFunctionArgs;
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('prefetchVisitorCart', () => {
  it("starts the filled cart's module only when the header counts lines", async () => {
    const emptyCart = makeStore();
    prefetchVisitorCart(emptyCart.dispatch, loaderArgs);
    await settle();
    expect(filledCartModule.evaluated).toBe(false);

    const cartWithLines = makeStore();
    cartWithLines.dispatch(cartSummaryReceived({ count: 2 }));
    prefetchVisitorCart(cartWithLines.dispatch, loaderArgs);
    await waitFor(() => expect(filledCartModule.evaluated).toBe(true));
  });
});
