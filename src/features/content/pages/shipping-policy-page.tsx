import { StaticContentPage } from '../components/static-content-page';

export function Component() {
  return <StaticContentPage page="shipping_privacy" title="Shipping Policy" />;
}
