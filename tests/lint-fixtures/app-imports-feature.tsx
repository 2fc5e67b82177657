// lint as: src/app/layout/fixture.tsx
import { selectLoggedIn } from '@/features/auth/user-slice'; // expect: import-x/no-restricted-paths
import { Component } from '@/features/cart/pages/cart-page'; // expect: import-x/no-restricted-paths
import { useLogout } from '@/features/auth';

export const Fixture = () => <Component />;
export const fixture = [selectLoggedIn, useLogout];
