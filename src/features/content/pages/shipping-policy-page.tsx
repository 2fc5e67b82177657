import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';

export default function Component() {
  return <StaticContentPage page="shipping_privacy" title="Shipping Policy" />;
}

export const handle: RouteHandle = {
  title: 'Shipping Policy',
  description: 'Our shipping policy: carriers, rates, delivery times and destinations.',
  ownHead: true,
};
