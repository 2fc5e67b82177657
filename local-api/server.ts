import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express from 'express';
import { resolve } from 'node:path';
import { handlers } from './handlers';
import { saveDb, enablePersistence } from './store/db';

/**
 * `npm run api`: the local API as a real HTTP server. The same MSW handlers as in Vitest, with
 * state kept in a JSON file (LOCAL_API_DATA_FILE) written after every mutating request.
 */
const port = Number(process.env.PORT ?? process.env.LOCAL_API_PORT ?? 5013);
const dataFile = resolve(process.env.LOCAL_API_DATA_FILE ?? '.data/db.json');

enablePersistence(dataFile);

const app = express();
app.disable('x-powered-by');
app.use(cors({ origin: true, credentials: true }));
app.use((req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
    res.on('finish', () => {
      try {
        saveDb();
      } catch (error) {
        console.error('[local-api] could not save the database:', error);
      }
    });
  }
  next();
});
app.use(createMiddleware(...handlers));
app.use((req, res) => {
  res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
});

const server = app.listen(port, () => {
  console.log(`[local-api] listening on http://localhost:${port} (data: ${dataFile})`);
});

const shutdown = (signal: string): void => {
  console.log(`[local-api] ${signal}: closing`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
