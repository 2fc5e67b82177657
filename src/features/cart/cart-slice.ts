import * as v from 'valibot';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut, userSummaryReceived } from '@/features/auth';

/**
 * Only what the header needs (id, count, email). Never prices: the cart itself is always
 * refetched from the API, so a server-side price change cannot hide behind stale local data.
 */
export type CartState = { id: number | null; count: number; email: string | null };

const initialState: CartState = { id: null, count: 0, email: null };

/** The shape read back from `persist:root` (app/store.ts): anything else is dropped for the initial state. */
export const persistedCartSchema = v.object({
  id: v.nullable(v.number()),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  email: v.nullable(v.string()),
});

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    cartSummaryReceived(state, action: PayloadAction<Partial<CartState>>) {
      if (action.payload.id !== undefined) state.id = action.payload.id;
      if (action.payload.count !== undefined) state.count = action.payload.count;
      if (action.payload.email !== undefined) state.email = action.payload.email;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userSummaryReceived, (state, action) => {
        if (typeof action.payload.cart === 'number') state.count = action.payload.cart;
      })
      .addCase(signedOut, () => initialState);
  },
  selectors: {
    selectCartCount: (state) => state.count,
    selectCartId: (state) => state.id,
    selectCartEmail: (state) => state.email,
  },
});

export const { cartSummaryReceived } = cartSlice.actions;
export const { selectCartCount, selectCartId, selectCartEmail } = cartSlice.selectors;
