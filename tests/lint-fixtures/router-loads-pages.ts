// lint as: src/app/router.tsx
// The route table may load page modules (lazily); nothing fires.
import { prefetchHome } from '@/features/home';

export const routes = [
  { load: () => import('@/features/cart/pages/cart-page') },
  { load: () => import('@/features/home/pages/home-page'), prefetch: prefetchHome },
];
