import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { makeStore } from '@/app/store';
import { cartSummaryReceived } from './cart-slice';
import { filledCart, prefetchVisitorCart } from './prefetch';

// Records when the module of a cart with lines is evaluated (that is, downloaded in the browser).
const filledCartModule = vi.hoisted(() => ({ evaluated: false }));
vi.mock('./components/filled-cart', async (importOriginal) => {
  filledCartModule.evaluated = true;
  return importOriginal();
});

const loaderArgs = {} as LoaderFunctionArgs;

describe('prefetchVisitorCart', () => {
  it("starts the filled cart's module only when the header counts lines", async () => {
    // The decision is made as the loader runs: the download starts then or not at all.
    const preload = vi.spyOn(filledCart, 'preload');
    const emptyCart = makeStore();
    prefetchVisitorCart(emptyCart.dispatch, loaderArgs);
    expect(preload).not.toHaveBeenCalled();
    expect(filledCartModule.evaluated).toBe(false);

    const cartWithLines = makeStore();
    cartWithLines.dispatch(cartSummaryReceived({ count: 2 }));
    prefetchVisitorCart(cartWithLines.dispatch, loaderArgs);
    expect(preload).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(filledCartModule.evaluated).toBe(true));
  });
});
