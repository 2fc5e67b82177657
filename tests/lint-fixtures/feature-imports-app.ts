// lint as: src/features/cart/fixture.ts
import { Header } from '@/app/layout/header'; // expect: import-x/no-restricted-paths
import { RootLayout } from '@/app/root-layout'; // expect: import-x/no-restricted-paths
import { makeStore } from '@/app/store'; // expect: @typescript-eslint/no-restricted-imports
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prerenderLoader, type RoutePrefetch } from '@/app/prerender/route-loaders';
import { useHydratingStore } from '@/app/prerender/use-hydrating-store'; // expect: import-x/no-restricted-paths
import { useHydrated } from '@/app/prerender/use-hydrated';
import type { RootState } from '@/app/store';

export const fixture = [
  Header,
  RootLayout,
  makeStore,
  useAppDispatch,
  useAppSelector,
  prerenderLoader,
  useHydratingStore,
  useHydrated,
];
export type Fixture = [RoutePrefetch, RootState];
