import { createMiddleware } from '@mswjs/http-middleware';
import cors from 'cors';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { handlers } from './handlers';
import { UPLOAD_BODY_LIMIT } from './handlers/testimonials';
import { MAIL_BODY_LIMIT } from './handlers/wholesale';
import { saveDb } from './store/db';

/** Everything `npm run api` reads from its environment (decision 027). */
export type LocalApiOptions = {
  host: string;
  port: number;
  /** Browser origins answered with CORS headers; any other Origin is refused (403). */
  origins: string[];
  /** `/__admin/*` (reset, submissions, reset codes) answers; otherwise 404. */
  admin: boolean;
};

const MB = 1024 * 1024;
/** Cap of a JSON (or any other non-upload) body, counted on the stream. */
export const JSON_BODY_LIMIT = 1 * MB;

/** The shop's dev server (`npm start`) and `vite preview` (`npm run preview`), by name and by address. */
export const DEFAULT_ORIGINS = [5173, 4173].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
export const isLoopback = (host: string): boolean => LOOPBACK_HOSTS.has(host);

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);

export const optionsFromEnv = (env: NodeJS.ProcessEnv): LocalApiOptions => ({
  host: env.LOCAL_API_HOST?.trim() || '127.0.0.1',
  port: Number(env.PORT ?? env.LOCAL_API_PORT ?? 5013),
  origins: [...DEFAULT_ORIGINS, ...list(env.LOCAL_API_ORIGINS)],
  admin: env.LOCAL_API_ADMIN === '1',
});

const refuse = (status: number, message: string): RequestHandler => {
  return (_req, res) => {
    res.status(status).json({ message });
  };
};

/**
 * A page on another origin may still send simple requests (a form post) that CORS does not stop:
 * refuse them outright rather than only hide the answer.
 */
const foreignOrigin =
  (origins: Set<string>): RequestHandler =>
  (req, res, next) => {
    const origin = req.headers.origin;
    if (origin === undefined || origins.has(origin)) return next();
    res.status(403).json({ message: `Origin ${origin} may not call the local API.` });
  };

/**
 * DNS rebinding: a foreign site's name pointed at 127.0.0.1 reaches a loopback server with its own
 * Host header. Only loopback names are answered while the API listens on loopback.
 */
const loopbackHostOnly: RequestHandler = (req, res, next) => {
  const hostname = (req.headers.host ?? '').replace(/:\d+$/, '');
  if (isLoopback(hostname)) return next();
  res.status(403).json({ message: `Host ${hostname} is not this local API.` });
};

const bodyErrors: ErrorRequestHandler = (
  error: { type?: string; limit?: number },
  req,
  res,
  next,
) => {
  if (error.type === 'entity.too.large') {
    const limit = `${(error.limit ?? 0) / MB} MB`;
    // The upload script's refusals carry `status: false` (handlers/testimonials.ts).
    res
      .status(413)
      .json(
        req.path.startsWith('/__ext/upload')
          ? { status: false, message: `The file may not be greater than ${limit}.` }
          : { message: `The request body may not be greater than ${limit}.` },
      );
    return;
  }
  if (error.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Invalid JSON body.' });
    return;
  }
  next(error);
};

const isJson = (req: { headers: { 'content-type'?: string } }): boolean =>
  (req.headers['content-type'] ?? '').includes('json');

/** The local API as an Express app: the MSW handlers behind the café-safe rules of decision 027. */
export const createLocalApiApp = (options: LocalApiOptions): express.Express => {
  const app = express();
  app.disable('x-powered-by');
  if (isLoopback(options.host)) app.use(loopbackHostOnly);
  const origins = new Set(options.origins);
  app.use(foreignOrigin(origins));
  // Bearer tokens, no cookies: no credentials mode.
  app.use(cors({ origin: [...origins] }));
  // The admin handlers match `*/__admin/...`, so any path holding the segment is gated, not only
  // the mount point (`/x/__admin/reset` would reach them otherwise).
  if (!options.admin) {
    const notFound = refuse(404, 'Not found.');
    app.use((req, res, next) =>
      /\/__admin(\/|$)/i.test(req.path) ? notFound(req, res, next) : next(),
    );
  }

  // Bodies are read here, counted as they arrive (a chunked body has no length to check first);
  // the MSW middleware then gets the parsed JSON or the raw bytes.
  const anyType = () => true;
  app.use('/__ext/upload', express.raw({ type: anyType, limit: UPLOAD_BODY_LIMIT }));
  app.use('/__ext/mail', express.raw({ type: anyType, limit: MAIL_BODY_LIMIT }));
  app.use(express.json({ type: isJson, limit: JSON_BODY_LIMIT, strict: false }));
  app.use(express.raw({ type: anyType, limit: JSON_BODY_LIMIT }));
  app.use(bodyErrors);

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
  return app;
};
