// lint as: src/components/ui/fixture.tsx
import { ProductGrid } from '@/features/catalog'; // expect: import-x/no-restricted-paths
import { selectLoggedIn } from '../../features/auth/user-slice'; // expect: import-x/no-restricted-paths
import { StatusButton } from './status-button';

export const fixture = [selectLoggedIn];
export const Fixture = () => (
  <StatusButton pending={false}>
    <ProductGrid products={[]} />
  </StatusButton>
);
