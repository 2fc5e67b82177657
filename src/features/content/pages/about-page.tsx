import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';
import { prerenderLoader, visitLoader } from '@/app/start-up/route-loaders';
import { prefetchStaticPage } from '../prefetch';

export default function Component() {
  return <StaticContentPage page="about" title="About Us" />;
}

export const handle: RouteHandle = {
  title: 'About Us',
  description: 'About us: who we are and what we sell.',
  ownHead: true,
};

const prefetch = prefetchStaticPage('about');
export const loader = prerenderLoader(prefetch);
export const clientLoader = visitLoader();
