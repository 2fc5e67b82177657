import { createServer } from 'node:net';

/** A port the OS reports free right now (listen on 0, read it, close). */
export const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });

/** Whether `port` can be bound on 127.0.0.1 at the moment. */
export const isPortFree = (port) =>
  new Promise((resolveFree) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });

/** Two distinct free ports. */
export const freePorts = async (count) => {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
};
