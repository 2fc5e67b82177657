// lint as: src/components/ui/fixture.ts src/hooks/fixture.ts src/lib/fixture.ts src/api/fixture.ts src/config/fixture.ts src/types/fixture.ts
import { useAppSelector } from '@/app/hooks'; // expect: import-x/no-restricted-paths
import { Header } from '@/app/layout/header'; // expect: import-x/no-restricted-paths
import { useAddToCart } from '@/features/cart'; // expect: import-x/no-restricted-paths
import { formatMoney } from '@/lib/money';

export const fixture = [useAppSelector, Header, useAddToCart, formatMoney];
