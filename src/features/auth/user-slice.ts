import * as v from 'valibot';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { getRole, getToken } from '@/lib/storage';
import type { UserSummary } from '@/types/api';

export type UserState = {
  /** Mirrors the presence of the `login` token; never persisted (see app/store.ts). */
  loggedIn: boolean;
  /** Mirrors the `role` cookie; never persisted. */
  role: string | null;
  id: number | null;
  firstName: string | null;
  email: string | null;
};

const guest: UserState = { loggedIn: false, role: null, id: null, firstName: null, email: null };

/**
 * The session as the token and the role cookie say, read once a store (app/store.ts's makeStore).
 * The slice itself starts as a guest: Redux runs a reducer without a state several times as it puts
 * a store together, and a cookie read is slow (docs/performance.md).
 */
export const storedSession = (): UserState => ({
  ...guest,
  loggedIn: Boolean(getToken()),
  role: getRole(),
});

/** The persisted fields read back from `persist:root` (app/store.ts): anything else is dropped. */
export const persistedUserSchema = v.object({
  id: v.nullable(v.number()),
  firstName: v.nullable(v.string()),
  email: v.nullable(v.string()),
});

export const userSlice = createSlice({
  name: 'user',
  initialState: guest,
  reducers: {
    signedIn(state, action: PayloadAction<{ role: string | null }>) {
      state.loggedIn = true;
      state.role = action.payload.role;
    },
    signedOut() {
      return guest;
    },
    userSummaryReceived(state, action: PayloadAction<UserSummary>) {
      state.id = action.payload.id ?? state.id;
      state.firstName = action.payload.first_name ?? state.firstName;
      state.email = action.payload.email ?? state.email;
    },
  },
  selectors: {
    selectLoggedIn: (state) => state.loggedIn,
    selectRole: (state) => state.role,
    selectFirstName: (state) => state.firstName,
    selectIsRole2: (state) => state.loggedIn && state.role === '2',
  },
});

export const { signedIn, signedOut, userSummaryReceived } = userSlice.actions;
export const { selectLoggedIn, selectRole, selectFirstName, selectIsRole2 } = userSlice.selectors;
