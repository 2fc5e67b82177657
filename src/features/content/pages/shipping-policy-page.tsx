import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchStaticPage } from '../prefetch';

export default function Component() {
  return <StaticContentPage page="shipping_privacy" title="Shipping Policy" />;
}

export const handle: RouteHandle = {
  title: 'Shipping Policy',
  description: 'Our shipping policy: carriers, rates, delivery times and destinations.',
  ownHead: true,
};

const prefetch = prefetchStaticPage('shipping_privacy');
export const loader = prerenderLoader(prefetch);
export const clientLoader = visitLoader();
