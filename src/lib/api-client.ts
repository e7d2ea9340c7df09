import { env } from '@/config/env';

/** `http`: the server answered non-OK; `network`: no answer; `invalid`: an answer we cannot use. */
export type ApiErrorKind = 'http' | 'network' | 'invalid';

interface ApiErrorDetails {
  /** The HTTP status, or 0 when there was no answer (or none is known). */
  status?: number;
  statusText?: string;
  /** A non-OK answer's JSON body (`{ error: 'conflict', item }`), when it had one. */
  body?: unknown;
  cause?: unknown;
}

/** Every failed call ends as one of these, so callers branch on `kind` and `status`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;

  constructor(kind: ApiErrorKind, message: string, { status = 0, statusText = '', body, cause }: ApiErrorDetails = {}) {
    super(message, { cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The session has ended or never began: the server answered 401. */
export const isUnauthorized = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 401;

// HTTP/2 and HTTP/3 answers carry no reason phrase, so spec §8's "Error: {status text}" needs a fallback.
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The answer's reason phrase, or the standard one for its status when the server sent none. */
const statusTextOf = (status: number, statusText: string) =>
  statusText.trim() || (REASON_PHRASES[status] ?? `Status ${status}`);

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `path` on the API's origin; same origin when `VITE_API_BASE_URL` is unset. */
export const apiUrl = (path: string) => `${env.apiBaseUrl}${path}`;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API and answers its parsed JSON (`null` for an empty body); throws `ApiError` otherwise. */
export async function apiRequest(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<unknown> {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const payload = body === undefined ? undefined : JSON.stringify(body);

  let response: Response;
  let text: string;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers,
      body: payload,
      // The session is an HttpOnly cookie the page never reads: the browser sends it with calls to
      // this site's own origin (the API, or Vite's proxy to it). Nothing is stored in the page.
      credentials: 'same-origin',
      signal,
    });
    if (!response.ok) {
      const statusText = statusTextOf(response.status, response.statusText);
      const body = parseOrUndefined(await response.text().catch(() => ''));
      throw new ApiError('http', `Error: ${statusText}`, { status: response.status, statusText, body });
    }
    text = await response.text();
  } catch (error) {
    // A cancelled call stays a cancellation (TanStack Query expects the AbortError).
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError('network', 'Network error: the server could not be reached.', { cause: error });
  }

  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('invalid', 'Invalid response: the server did not answer with JSON.', {
      status: response.status,
      statusText: response.statusText,
      cause: error,
    });
  }
}

export const apiGet = (path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest(path, { ...options, method: 'GET' });

export const apiPost = (path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest(path, { ...options, method: 'POST', body });

export const apiPatch = (path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest(path, { ...options, method: 'PATCH', body });
