import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchStaticPage } from '../prefetch';

export default function Component() {
  return <StaticContentPage page="autoship" title="Auto-Ship" />;
}

export const handle: RouteHandle = {
  title: 'Auto-Ship',
  description: 'Auto-Ship: how repeat deliveries of your products work.',
  ownHead: true,
};

const prefetch = prefetchStaticPage('autoship');
export const loader = prerenderLoader(prefetch);
export const clientLoader = visitLoader();
