import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';

export default function Component() {
  return <StaticContentPage page="about" title="About Us" />;
}

export const handle: RouteHandle = {
  title: 'About Us',
  description: 'About us: who we are and what we sell.',
  ownHead: true,
};
