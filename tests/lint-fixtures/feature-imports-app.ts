// lint as: src/features/cart/fixture.ts
import { Header } from '@/app/layout/header'; // expect: import-x/no-restricted-paths
import { RootLayout } from '@/app/root-layout'; // expect: import-x/no-restricted-paths
import { makeStore } from '@/app/store'; // expect: @typescript-eslint/no-restricted-imports
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { prerenderLoader, type RoutePrefetch } from '@/app/start-up/route-loaders';
import { useHydratingStore } from '@/app/start-up/use-hydrating-store'; // expect: import-x/no-restricted-paths
import { useHydrated } from '@/app/start-up/use-hydrated';
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
