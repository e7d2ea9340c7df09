import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { CSV, errorBodyOf, type Access, type Endpoint, type ErrorBody } from '#contracts/endpoints/endpoint';
import { ERROR_CODES } from '#contracts/errors';
import { issuePaths } from '#contracts/forms/payload-shape';
import { can } from '#contracts/roles';
import { scenarioResponse } from './scenario';
import { sessionAccount, sessionReference } from './session';
import type { MockAccount } from './staff';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Payload<A> = A extends z.ZodType ? z.input<A> : A extends typeof CSV ? string : null;

/** What a mock answer reads: the request's parts as the endpoint's schemas read them, and who is signed in. */
interface Call<E extends Endpoint> {
  request: Request;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  account: E['access'] extends 'public' | 'family' | 'signed-in' ? MockAccount | null : MockAccount;
  /** The reference of the family signed in to it (its handler answers 401 once the item is withdrawn). */
  family: E['access'] extends 'family' ? string : string | null;
}

/** A non-2xx answer, sent with the body its status has in the table. */
class Refusal {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {}
}
export const failure = (status: number, error: ErrorBody['error'], more: object = {}) =>
  new Refusal(status, { error, ...more });
export const notFound = () => failure(404, ERROR_CODES.notFound);

/** The endpoint's (one) 2xx body, or a refusal. */
type Returned<E extends Endpoint> =
  { [S in keyof E['answers']]: Payload<E['answers'][S]> }[keyof E['answers']] | Refusal;
type Answerer<E extends Endpoint> = (call: Call<E>) => Returned<E> | Promise<Returned<E>>;

const NO_STORE = { 'Cache-Control': 'no-store' };
/** The server's 400 for each part that does not read. */
const REFUSED = { params: ERROR_CODES.invalidParams, body: ERROR_CODES.invalidBody, query: ERROR_CODES.invalidQuery };

/**
 * What the server's serializer sends: the body as its schema reads it (a field the schema does not
 * name never leaves), or, for one that does not match, an error naming the endpoint (msw answers 500).
 */
function checked(spec: Endpoint, status: number, schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(JSON.parse(JSON.stringify(body)));
  if (result.success) return HttpResponse.json(result.data as object, { status, headers: NO_STORE });
  throw new Error(`The mock's ${status} to ${spec.method} ${spec.path} does not match its schema.`, {
    cause: z.prettifyError(result.error),
  });
}

function send(spec: Endpoint, result: unknown) {
  if (result instanceof Refusal) return checked(spec, result.status, errorBodyOf(spec, result.status), result.body);
  const [status, answer] = Object.entries(spec.answers)[0] as [string, z.ZodType | typeof CSV | null];
  if (answer === null) return new HttpResponse(null, { status: Number(status), headers: NO_STORE });
  if (answer === CSV)
    return new HttpResponse(result as string, { headers: { ...NO_STORE, 'Content-Type': `${CSV}; charset=utf-8` } });
  return checked(spec, Number(status), answer, result);
}

/** The server's 401 (no session that fits) or 403 (a session of the wrong side, a role without the permission). */
function refusal(access: Access, account: MockAccount | null, family: string | null): Refusal | null {
  if (access === 'public' || (access === 'signed-in' && (account || family))) return null;
  if (access === 'family')
    return family ? null : failure(account ? 403 : 401, account ? ERROR_CODES.forbidden : ERROR_CODES.unauthorized);
  if (!account) return failure(family ? 403 : 401, family ? ERROR_CODES.forbidden : ERROR_CODES.unauthorized);
  return access === 'staff' || access === 'signed-in' || can(account.role, access)
    ? null
    : failure(403, ERROR_CODES.forbidden);
}

/**
 * One endpoint of the table (#contracts/endpoints) answered in the server's order: the scenario
 * first (it applies to every call), then the sign-in and the permission its access names (401, 403),
 * then params, body and query by its schemas (400 with the paths), then `answer`, whose body is
 * checked with the table's schema for its status. "*" matches the site's origin and any VITE_API_BASE_URL.
 */
function mockRoute<E extends Endpoint>(spec: E, answer: Answerer<E>) {
  const method = spec.method.toLowerCase() as Lowercase<E['method']>;
  return http[method](`*${spec.path}`, async ({ request, params }) => {
    const forced = await scenarioResponse();
    if (forced) return forced;
    const account = sessionAccount();
    const family = sessionReference();
    const refused = refusal(spec.access, account, family);
    if (refused) return send(spec, refused);
    const read: Record<keyof typeof REFUSED, unknown> = {
      params,
      body: spec.method === 'GET' ? null : await request.json().catch(() => null),
      query: Object.fromEntries(new URL(request.url).searchParams),
    };
    for (const part of ['params', 'body', 'query'] as const) {
      const parsed = spec[part]?.safeParse(read[part]);
      if (parsed && !parsed.success)
        return send(
          spec,
          failure(400, REFUSED[part], {
            message: `The ${part} is not of the expected shape.`,
            paths: issuePaths(parsed.error),
          }),
        );
      if (parsed) read[part] = parsed.data;
    }
    return send(spec, await answer({ request, ...read, account, family } as Call<E>));
  });
}

/** The mock of each endpoint of a group of the table: one answer per endpoint, none left out. */
export const mockEndpoints = <G extends Record<string, Endpoint>>(
  group: G,
  answers: { [Name in keyof G]: Answerer<G[Name]> },
) => (Object.keys(group) as (keyof G)[]).map((name) => mockRoute(group[name], answers[name]));
