import { StaticContentPage } from '../components/static-content-page';

export function Component() {
  return <StaticContentPage page="return_policy" title="Return Policy" />;
}
