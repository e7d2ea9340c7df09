import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { ERROR_CODES } from '#contracts/errors';
import { can, type Permission } from '#contracts/roles';
import { scenarioResponse } from './scenario';
import { sessionAccount } from './session';
import type { MockAccount } from './staff';

/** Who may call a route, as the server's requireStaff: anyone, any signed-in member, or a role with the permission. */
type Access = 'anyone' | 'signedIn' | Permission;

/** The contract's schemas a route reads its parts with, as the server's route declares them. */
interface Schemas {
  params?: z.ZodType;
  body?: z.ZodType;
  query?: z.ZodType;
}
type Read<S extends Schemas, Part extends keyof Schemas> = S[Part] extends z.ZodType ? z.output<S[Part]> : unknown;

interface Call<A extends Access, S extends Schemas> {
  request: Request;
  params: Read<S, 'params'>;
  body: Read<S, 'body'>;
  query: Read<S, 'query'>;
  account: A extends 'anyone' ? MockAccount | null : MockAccount;
}

/** The server's 400 for each part that does not read. */
const REFUSED = { params: ERROR_CODES.invalidParams, body: ERROR_CODES.invalidBody, query: ERROR_CODES.invalidQuery };

/** JSON, never cached, as the server answers the API. */
export const json = (body: JsonBodyType, status = 200) =>
  HttpResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

export const failure = (status: number, error: string, more: object = {}) => json({ error, ...more }, status);

export const noContent = () => new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });

/**
 * One mock route, checked in the server's order: the scenario first (it applies to every call), then
 * the sign-in and the role (401, 403), then params, body and query by the contract's schemas (400),
 * then `answer`. "*" matches the site's own origin and any VITE_API_BASE_URL.
 */
export function route<A extends Access, S extends Schemas>(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  access: A,
  schemas: S,
  answer: (call: Call<A, S>) => Response | Promise<Response>,
) {
  return http[method](`*${path}`, async ({ request, params }) => {
    const forced = await scenarioResponse();
    if (forced) return forced;
    const account = sessionAccount();
    if (access !== 'anyone' && !account) return failure(401, ERROR_CODES.unauthorized);
    if (access !== 'anyone' && access !== 'signedIn' && !can(account?.role, access))
      return failure(403, ERROR_CODES.forbidden);
    const read: Record<keyof Schemas, unknown> = {
      params,
      body: method === 'get' ? null : await request.json().catch(() => null),
      query: Object.fromEntries(new URL(request.url).searchParams),
    };
    for (const part of ['params', 'body', 'query'] as const) {
      const parsed = schemas[part]?.safeParse(read[part]);
      if (parsed && !parsed.success) return failure(400, REFUSED[part]);
      if (parsed) read[part] = parsed.data;
    }
    return answer({ request, ...read, account } as Call<A, S>);
  });
}
