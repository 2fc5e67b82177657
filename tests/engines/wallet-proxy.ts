import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Google's pay.js has a fixed https address (@google-pay/button-react loads it), and these machines
 * have no network. The engines are told to send https through this proxy, which accepts a tunnel to
 * pay.google.com only and answers it itself, with a certificate made for this run (the engines
 * accept it: `acceptInsecureCerts`), serving the local API's stand-in script. Every other tunnel is
 * refused; the shop's own http traffic never reaches the proxy.
 */
export const GOOGLE_PAY_HOST = 'pay.google.com';

export type WalletProxy = { port: number; close: () => Promise<void> };

/** A self-signed certificate for pay.google.com (Debian's openssl), valid for a day. */
const makeCertificate = (): { key: Buffer; cert: Buffer } => {
  const folder = mkdtempSync(join(tmpdir(), 'engines-wallet-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${GOOGLE_PAY_HOST}`,
        '-addext',
        `subjectAltName=DNS:${GOOGLE_PAY_HOST}`,
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(folder, 'key.pem')),
      cert: readFileSync(join(folder, 'cert.pem')),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

const listen = (server: Server) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

export const startWalletProxy = async (apiURL: string): Promise<WalletProxy> => {
  const googlePay = createHttpsServer(makeCertificate(), (request, response) => {
    if (request.method !== 'GET' || request.url !== '/gp/p/js/pay.js') {
      response.writeHead(404).end();
      return;
    }
    fetch(`${apiURL}/__ext/google-pay/pay.js`)
      .then(async (answer) => {
        response.writeHead(answer.status, {
          'Content-Type': answer.headers.get('content-type') ?? 'text/javascript',
        });
        response.end(await answer.text());
      })
      .catch(() => response.writeHead(502).end());
  });

  const proxy = createHttpServer((_request, response) => response.writeHead(403).end());
  proxy.on('connect', (request, socket, head) => {
    if (request.url !== `${GOOGLE_PAY_HOST}:443`) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    googlePay.emit('connection', socket);
  });
  const port = await listen(proxy);
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        proxy.closeAllConnections();
        googlePay.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
};
