import { StaticContentPage } from '../components/static-content-page';

export function Component() {
  return <StaticContentPage page="autoship" title="Auto-Ship" />;
}
