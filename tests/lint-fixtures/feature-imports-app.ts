// lint as: src/features/cart/fixture.ts
import { Header } from '@/app/layout/header'; // expect: import-x/no-restricted-paths
import { RootLayout } from '@/app/root-layout'; // expect: import-x/no-restricted-paths
import { makeStore } from '@/app/store'; // expect: @typescript-eslint/no-restricted-imports
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prerenderLoader, type RoutePrefetch } from '@/app/route-loaders';
import type { RootState } from '@/app/store';

export const fixture = [
  Header,
  RootLayout,
  makeStore,
  useAppDispatch,
  useAppSelector,
  prerenderLoader,
];
export type Fixture = [RoutePrefetch, RootState];
