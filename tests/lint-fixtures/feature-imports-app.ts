// lint as: src/features/cart/fixture.ts
import { Header } from '@/app/layout/header'; // expect: import-x/no-restricted-paths
import { createAppRouter } from '@/app/router'; // expect: import-x/no-restricted-paths
import { makeStore } from '@/app/store'; // expect: @typescript-eslint/no-restricted-imports
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RoutePrefetch } from '@/app/route-prefetch';
import type { RootState } from '@/app/store';

export const fixture = [Header, createAppRouter, makeStore, useAppDispatch, useAppSelector];
export type Fixture = [RoutePrefetch, RootState];
