import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchStaticPage } from '../prefetch';

export default function Component() {
  return <StaticContentPage page="privacy" title="Privacy Policy" />;
}

export const handle: RouteHandle = {
  title: 'Privacy Policy',
  description: 'How we collect, use and protect your personal information.',
  ownHead: true,
};

const prefetch = prefetchStaticPage('privacy');
export const loader = prerenderLoader(prefetch);
export const clientLoader = visitLoader();
