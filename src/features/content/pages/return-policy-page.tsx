import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';

export default function Component() {
  return <StaticContentPage page="return_policy" title="Return Policy" />;
}

export const handle: RouteHandle = {
  title: 'Return Policy',
  description: 'Our return policy: how to return a product and get a refund.',
  ownHead: true,
};
