import { StaticContentPage } from '../components/static-content-page';

export function Component() {
  return <StaticContentPage page="about" title="About Us" />;
}
