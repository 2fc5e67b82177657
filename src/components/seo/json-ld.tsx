import { serializeJsonLd } from '@/lib/json-ld';

export type JsonLdProps = { data: Record<string, unknown> };

/** schema.org structured data: a data block rendered as escaped text (never as HTML), never run. */
export function JsonLd({ data }: JsonLdProps) {
  return <script type="application/ld+json">{serializeJsonLd(data)}</script>;
}
