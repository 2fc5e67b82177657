import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { loadSanitizer } from '@/lib/clean-html';

/** The build gives up on a page whose render has not finished by then (an API that never answers). */
const RENDER_TIMEOUT_MS = 20_000;

/**
 * Renders a page the build prerenders (no server runs this at run time). Unlike React Router's
 * default it always waits for the whole page and never outlines a part behind an inline script: the
 * HTML is complete in document order, readable with scripts off, and its inline scripts are only
 * React Router's own (each page's CSP admits them by hash, scripts/script-policy.ts). DOMPurify is
 * loaded first: the build cleans every page's API HTML as it renders it.
 */
export default async function handleRequest(
  _request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  await loadSanitizer();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={_request.url} />,
      {
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          clearTimeout(timeout);
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          // A page that failed to render is not written as if it had: the build reports it.
          status = 500;
          console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, RENDER_TIMEOUT_MS);
  });
}
