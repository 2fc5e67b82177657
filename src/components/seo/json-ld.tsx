import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/app/start-up/use-hydrated';
import { serializeJsonLd } from '@/lib/json-ld';
import { trustedJsonLd } from '@/lib/trusted-types';

export type JsonLdProps = { data: Record<string, unknown> };

/**
 * schema.org structured data: a data block rendered as escaped text (never as HTML), never run.
 * The build writes it into the page's HTML, where it hydrates as it is. React itself would make a
 * new <script> element through innerHTML and set its text from a string, both refused under Trusted
 * Types (decision 036), so what changes later, or mounts after hydration, is written here through
 * the JSON-LD policy.
 */
export function JsonLd({ data }: JsonLdProps) {
  const json = serializeJsonLd(data);
  const hydrated = useHydrated();
  // In the build's HTML: mounted while the page hydrates (or while the build renders it).
  const [inHtml] = useState(!hydrated);
  const [builtJson] = useState(json);
  const element = useRef<HTMLScriptElement>(null);

  useEffect(() => {
    const text = trustedJsonLd(json) as string;
    if (inHtml) {
      if (element.current && element.current.text !== json) element.current.text = text;
      return;
    }
    const block = document.createElement('script');
    block.type = 'application/ld+json';
    block.text = text;
    document.head.append(block);
    return () => block.remove();
  }, [inHtml, json]);

  return inHtml ? (
    <script ref={element} type="application/ld+json">
      {builtJson}
    </script>
  ) : null;
}
