import { StaticContentPage } from '../components/static-content-page';
import type { RouteHandle } from '@/types/route';

export default function Component() {
  return <StaticContentPage page="autoship" title="Auto-Ship" />;
}

export const handle: RouteHandle = {
  title: 'Auto-Ship',
  description: 'Auto-Ship: how repeat deliveries of your products work.',
  ownHead: true,
};
