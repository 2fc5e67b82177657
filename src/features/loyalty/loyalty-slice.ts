import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoyaltyState = { pointsTotal: number | null };

const initialState: LoyaltyState = { pointsTotal: null };

export const loyaltySlice = createSlice({
  name: 'loyalty',
  initialState,
  reducers: {
    pointsReceived(state, action: PayloadAction<number | null | undefined>) {
      state.pointsTotal = typeof action.payload === 'number' ? action.payload : state.pointsTotal;
    },
    loyaltyCleared() {
      return initialState;
    },
  },
  selectors: {
    selectPointsTotal: (state) => state.pointsTotal,
  },
});

export const { pointsReceived, loyaltyCleared } = loyaltySlice.actions;
export const { selectPointsTotal } = loyaltySlice.selectors;
