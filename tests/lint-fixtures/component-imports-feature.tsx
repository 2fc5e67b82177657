// lint as: src/components/ui/fixture.tsx
import { ProductGrid } from '@/features/catalog'; // expect: import-x/no-restricted-paths
import { selectLoggedIn } from '../../features/auth/user-slice'; // expect: import-x/no-restricted-paths
import { useHydratingStore } from '@/app/start-up/use-hydrating-store'; // expect: import-x/no-restricted-paths
import { useHydrated } from '@/app/start-up/use-hydrated';
import { StatusButton } from './status-button';

export const fixture = [selectLoggedIn, useHydratingStore, useHydrated];
export const Fixture = () => (
  <StatusButton pending={false}>
    <ProductGrid products={[]} />
  </StatusButton>
);
