import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchStaticPage } from '../prefetch';

export default function Component() {
  return <StaticContentPage page="return_policy" title="Return Policy" />;
}

export const handle: RouteHandle = {
  title: 'Return Policy',
  description: 'Our return policy: how to return a product and get a refund.',
  ownHead: true,
};

const prefetch = prefetchStaticPage('return_policy');
export const loader = prerenderLoader(prefetch);
export const clientLoader = visitLoader();
