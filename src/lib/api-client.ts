import type { z } from 'zod';
import type { Answer, Endpoint, Method } from '#contracts/endpoints/endpoint';
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

/** The `error` code of a failed answer's body (`conflict`, `last_admin`…), if it had one. */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const code = (error.body as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

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

/**
 * The one credentials rule: the session is an HttpOnly cookie the page never reads. On the site's
 * own origin (no `VITE_API_BASE_URL`, or one naming this origin) the browser sends it as
 * 'same-origin'; an API on another origin needs 'include', and lists this site in its
 * ALLOWED_ORIGINS (CORS with credentials). Nothing is stored in the page.
 */
export function credentialsFor(base: string, pageOrigin: string | undefined): RequestCredentials {
  if (base === '' || pageOrigin === undefined) return 'same-origin';
  try {
    return new URL(base, pageOrigin).origin === pageOrigin ? 'same-origin' : 'include';
  } catch {
    return 'include';
  }
}

interface RequestOptions {
  method: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Answer the body's text as it is (a CSV), not parsed. */
  text?: boolean;
}

/**
 * Calls the API and answers its parsed JSON (`null` for an empty body; the text itself with `text`);
 * throws `ApiError` otherwise. The one place the app calls `fetch`.
 */
async function apiRequest(
  url: string,
  { method, body, signal, text: asText = false }: RequestOptions,
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  const payload = body === undefined ? undefined : JSON.stringify(body);

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: credentialsFor(env.apiBaseUrl, globalThis.location?.origin),
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

  if (asText) return { status: response.status, body: text };
  if (text.trim() === '') return { status: response.status, body: null };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch (error) {
    throw new ApiError('invalid', 'Invalid response: the server did not answer with JSON.', {
      status: response.status,
      statusText: response.statusText,
      cause: error,
    });
  }
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<A> = A extends z.ZodType ? z.output<A> : A extends 'text/csv' ? string : null;

/** What a call sends: the path's parameters, the query and the body, as the endpoint's schemas take them. */
export type CallOptions<E extends Endpoint> = { signal?: AbortSignal } & (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: never });

/** Any 2xx answer the endpoint declares, as its schema reads it. */
export type AnswerOf<E extends Endpoint> = { [S in keyof E['answers']]: Output<E['answers'][S]> }[keyof E['answers']];

/** `/api/inbox/SW-4F7K2?stage=new`: the path with its parameters, and the query's set values (none empty). */
export function endpointUrl(
  { path }: Pick<Endpoint, 'path'>,
  { params = {}, query = {} }: { params?: Record<string, string>; query?: Record<string, unknown> } = {},
) {
  const filled = path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return apiUrl(search.size > 0 ? `${filled}?${search}` : filled);
}

/**
 * Calls one endpoint of the table (#contracts/endpoints): builds its address, sends the body as
 * JSON, and reads a 2xx answer with the endpoint's schema for that status (`ApiError('invalid')`
 * when it does not parse). A non-OK answer's body is kept on the `ApiError`; where the endpoint
 * declares an error body for that status, as that schema reads it, and not at all when it does not parse.
 */
export async function callEndpoint<E extends Endpoint>(
  endpoint: E,
  { params, query, body, signal }: CallOptions<E>,
): Promise<AnswerOf<E>> {
  const url = endpointUrl(endpoint, {
    params: params as Record<string, string> | undefined,
    query: query as Record<string, unknown> | undefined,
  });
  const answers = endpoint.answers as Partial<Record<number, Answer>>;
  const csv = Object.values(answers).includes('text/csv');
  let answer: { status: number; body: unknown };
  try {
    answer = await apiRequest(url, { method: endpoint.method, body, signal, text: csv });
  } catch (error) {
    const schema = isApiError(error) && error.kind === 'http' ? endpoint.errorBodies?.[error.status] : undefined;
    if (!schema || !isApiError(error) || error.body === undefined) throw error;
    const parsed = schema.safeParse(error.body);
    throw new ApiError('http', error.message, {
      status: error.status,
      statusText: error.statusText,
      ...(parsed.success && { body: parsed.data }),
    });
  }
  const declared = answers[answer.status];
  if (declared === undefined)
    throw new ApiError(
      'invalid',
      `Invalid response: ${endpoint.method} ${endpoint.path} does not answer ${answer.status}.`,
      { status: answer.status },
    );
  if (declared === null || declared === 'text/csv') return (declared === null ? null : answer.body) as AnswerOf<E>;
  const parsed = declared.safeParse(answer.body);
  if (!parsed.success)
    throw new ApiError(
      'invalid',
      `Invalid response: the answer of ${endpoint.method} ${endpoint.path} is not what the page expects.`,
      {
        status: answer.status,
        cause: parsed.error,
      },
    );
  return parsed.data as AnswerOf<E>;
}

/**
 * An endpoint file imported when it is first called, so zod loads with the call, not with the page;
 * a chunk that cannot load fails as the call would have: no answer.
 */
export async function importEndpoints<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw new ApiError('network', 'Network error: the server could not be reached.', { cause: error });
  }
}
