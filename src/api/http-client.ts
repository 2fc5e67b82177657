/**
 * The shop's HTTP transport: a small client over XMLHttpRequest (the browser's only API that reports
 * upload progress), in place of axios (20 KB gzip of the entry chunk). It does
 * what the shop used of axios: a base URL, query parameters, JSON in and out, multipart bodies, upload
 * progress, a timeout, and hooks before a request leaves and on a failure.
 */

/**
 * Where a request carries the visitor IP (spec part 1 §7):
 * - 'guest-query' / 'guest-body': only when no login token is stored (guest carts by IP);
 * - 'query' / 'body': always (login, guest register, guest add, checkout).
 */
export type IpPlacement = 'query' | 'body' | 'guest-query' | 'guest-body';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export type UploadProgress = { loaded: number; total?: number };

export type HttpRequest = {
  /** A path under the client's base URL, or an absolute URL. */
  url: string;
  method?: string;
  /** Added to the URL's query; null and undefined values are left out. */
  params?: QueryParams;
  /** A plain value goes as JSON; FormData as multipart, with the boundary set by the browser. */
  data?: unknown;
  /** Read by the API client's `attachAuthAndIp` (src/api/http.ts). */
  ip?: IpPlacement;
  onUploadProgress?: (progress: UploadProgress) => void;
};

/** A request as it leaves, with the client's base URL and headers; a `beforeSend` hook may change it. */
export type OutgoingRequest = HttpRequest & {
  method: string;
  baseURL: string;
  headers: Record<string, string>;
};

export type HttpResponse<T = unknown> = { status: number; data: T };

export type HttpFailure = 'STATUS' | 'NETWORK' | 'TIMEOUT';

/** A request that failed: a non-2xx answer (`response`), no answer at all, or no answer in time. */
export class HttpError extends Error {
  readonly request: OutgoingRequest;
  readonly response?: HttpResponse;
  readonly failure: HttpFailure;

  constructor(failure: HttpFailure, request: OutgoingRequest, response?: HttpResponse) {
    super(
      failure === 'STATUS'
        ? `Request failed with status code ${response?.status}`
        : failure === 'TIMEOUT'
          ? 'Request timed out'
          : 'Network Error',
    );
    this.name = 'HttpError';
    this.failure = failure;
    this.request = request;
    this.response = response;
  }
}

/** A scheme, or a protocol-relative `//`: such a URL ignores the base URL. */
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

type Target = Pick<OutgoingRequest, 'url' | 'baseURL'>;

const underBase = ({ url, baseURL }: Target): boolean =>
  Boolean(baseURL) && !ABSOLUTE_URL.test(url);

/** Where a request goes as far as its origin is concerned: an absolute URL, else the base URL. */
export const requestTarget = (request: Target): string =>
  underBase(request) ? request.baseURL : request.url;

export const requestUrl = (request: OutgoingRequest): string => {
  const { url, baseURL, params } = request;
  const path = !underBase(request)
    ? url
    : url
      ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
      : baseURL;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== null && value !== undefined) query.append(name, String(value));
  const search = query.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
};

/** JSON when it parses, the text itself otherwise, '' for an empty body. */
const readBody = (text: string): unknown => {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const send = (request: OutgoingRequest, timeout: number): Promise<HttpResponse> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, requestUrl(request));
    const { data } = request;
    const body =
      data === undefined || data === null
        ? null
        : data instanceof FormData || typeof data === 'string'
          ? data
          : JSON.stringify(data);
    const headers = { ...request.headers };
    if (typeof body === 'string' && !Object.keys(headers).some(isContentType))
      headers['Content-Type'] = 'application/json';
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    // A timer rather than xhr.timeout, which an intercepted request (MSW in tests) never fires.
    const timer =
      timeout > 0
        ? setTimeout(() => {
            reject(new HttpError('TIMEOUT', request));
            xhr.abort();
          }, timeout)
        : undefined;
    xhr.onloadend = () => clearTimeout(timer);
    xhr.onload = () => {
      const response = { status: xhr.status, data: readBody(xhr.responseText) };
      if (xhr.status >= 200 && xhr.status < 300) resolve(response);
      else reject(new HttpError('STATUS', request, response));
    };
    xhr.onerror = xhr.onabort = () => reject(new HttpError('NETWORK', request));
    const report = request.onUploadProgress;
    if (report)
      xhr.upload.onprogress = ({ loaded, total, lengthComputable }) =>
        report({ loaded, total: lengthComputable ? total : undefined });
    xhr.send(body);
  });

const isContentType = (name: string): boolean => name.toLowerCase() === 'content-type';

type BeforeSend = (request: OutgoingRequest) => void | Promise<void>;
type OnFailure = (error: HttpError) => void;

export type HttpClient = {
  readonly baseURL: string;
  request<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>;
  get<T = unknown>(
    url: string,
    request?: Omit<HttpRequest, 'url' | 'method'>,
  ): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    request?: Omit<HttpRequest, 'url' | 'method' | 'data'>,
  ): Promise<HttpResponse<T>>;
  /** Runs before every request leaves, in the order added, and may change it. Returns its remover. */
  beforeSend(hook: BeforeSend): () => void;
  /** Runs on every failure, in the order added, before the request rejects with it. Returns its remover. */
  onFailure(hook: OnFailure): () => void;
};

type ClientOptions = {
  baseURL?: string;
  headers?: Record<string, string>;
  /** In milliseconds; 0 waits as long as the browser does. */
  timeout?: number;
};

const addTo =
  <T>(hooks: Set<T>) =>
  (hook: T): (() => void) => {
    hooks.add(hook);
    return () => {
      hooks.delete(hook);
    };
  };

export const createHttpClient = ({
  baseURL = '',
  headers = {},
  timeout = 0,
}: ClientOptions = {}): HttpClient => {
  const beforeSendHooks = new Set<BeforeSend>();
  const failureHooks = new Set<OnFailure>();

  const request = async <T>(call: HttpRequest): Promise<HttpResponse<T>> => {
    const outgoing: OutgoingRequest = {
      ...call,
      method: (call.method ?? 'GET').toUpperCase(),
      baseURL,
      headers: { ...headers },
    };
    for (const hook of beforeSendHooks) await hook(outgoing);
    try {
      return (await send(outgoing, timeout)) as HttpResponse<T>;
    } catch (error) {
      if (error instanceof HttpError) failureHooks.forEach((hook) => hook(error));
      throw error;
    }
  };

  return {
    baseURL,
    request,
    get: (url, rest) => request({ ...rest, url, method: 'GET' }),
    post: (url, data, rest) => request({ ...rest, url, method: 'POST', data }),
    beforeSend: addTo(beforeSendHooks),
    onFailure: addTo(failureHooks),
  };
};
