/**
 * `<link rel="preconnect">` to the API origin in the served HTML, so the connection (DNS, TCP, TLS)
 * is ready when the first API call and the first product image start. Two links: the API calls are
 * CORS requests without credentials (the `crossorigin` pool), its images are plain requests.
 * Same-origin APIs (a path, or the site's own origin) need none.
 */
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { resolveSettings, type Settings } from '../src/config/settings.ts';

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

export const preconnectTags = ({
  apiBaseUrl,
  siteBaseUrl,
}: Pick<Settings, 'apiBaseUrl' | 'siteBaseUrl'>): HtmlTagDescriptor[] => {
  const api = originOf(apiBaseUrl);
  if (!api || api === originOf(siteBaseUrl)) return [];
  return [
    {
      tag: 'link',
      attrs: { rel: 'preconnect', href: api, crossorigin: '' },
      injectTo: 'head-prepend',
    },
    { tag: 'link', attrs: { rel: 'preconnect', href: api }, injectTo: 'head-prepend' },
  ];
};

export const preconnectToApi = (): Plugin => {
  let settings: Settings;
  return {
    name: 'apricot-preconnect',
    configResolved(config) {
      settings = resolveSettings(config.env);
    },
    transformIndexHtml: () => preconnectTags(settings),
  };
};
