import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/**
 * The shop's public origin, in front of nginx: WebDriver classic (WebKitGTK's driver) cannot hold a
 * response, so a journey that presses before the app's code has arrived holds it here, the same way
 * in every engine. Every request is forwarded as it came (method, headers, body) and answered as
 * nginx answered it (status, headers byte for byte, the body streamed), except while a hold is armed:
 * a request whose path the hold matches waits for `release`, then is forwarded or, with `fail`, has
 * its connection dropped (the browser sees a network error, a module that failed to load). A failed
 * hold fails the later requests it matches too: an engine may ask again after a dropped connection.
 */
export type HoldingGate = {
  /** Holds the requests whose path `held` matches (in place of any earlier hold). */
  hold(held: RegExp): { release: (fail: boolean) => void };
  /** Ends the hold: requests still waiting are dropped (their page is being closed). */
  disarm(): void;
  close(): Promise<void>;
};

type Hold = { held: RegExp; released: Promise<boolean>; release: (fail: boolean) => void };

export const startHoldingGate = async (
  publicURL: string,
  upstreamURL: string,
): Promise<HoldingGate> => {
  const upstream = new URL(upstreamURL);
  let hold: Hold | undefined;

  const pass = (request: IncomingMessage, response: ServerResponse) => {
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.rawHeaders,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.destroy());
    request.pipe(onward);
  };

  const server = createServer((request, response) => {
    const current = hold;
    if (!current?.held.test(new URL(request.url ?? '/', publicURL).pathname))
      return pass(request, response);
    void current.released.then((fail) =>
      fail ? request.socket.destroy() : pass(request, response),
    );
  });
  const { hostname, port } = new URL(publicURL);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, resolve);
  });

  return {
    hold: (held) => {
      hold?.release(true);
      let release!: (fail: boolean) => void;
      const released = new Promise<boolean>((resolve) => (release = resolve));
      hold = { held, released, release };
      return { release };
    },
    disarm: () => {
      hold?.release(true);
      hold = undefined;
    },
    close: () =>
      new Promise<void>((resolve) => {
        hold?.release(true);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
