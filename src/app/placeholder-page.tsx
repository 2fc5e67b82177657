import { useMatches } from 'react-router-dom';

type Handle = { title?: string };

/** Stand-in for pages whose feature is built by a later issue: titled, inside the layout. */
export function Component() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as Handle | undefined)?.title ?? 'Page';
  return (
    <section className="container py-5">
      <h1>{title}</h1>
      <p className="text-muted">This page is coming soon.</p>
    </section>
  );
}
