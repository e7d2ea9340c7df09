import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../errors';
import type { Permission } from '../roles';

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];

/**
 * Who may call an endpoint: anyone, any signed-in staff member, a role with this permission (roles.ts),
 * the family signed in to its own enquiry, or anyone signed in (staff or family: the navigation).
 */
export type Access = 'public' | 'staff' | Permission | 'family' | 'signed-in';

/** A 2xx answer: JSON of a schema, CSV text (a download), or no body (204). */
export const CSV = 'text/csv';
export type Answer = z.ZodType | typeof CSV | null;

export interface Endpoint {
  method: Method;
  /** The route pattern, `:name` for a parameter. */
  path: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every 2xx answer by status. */
  answers: Readonly<Partial<Record<200 | 201 | 204, Answer>>>;
  /** The `error` codes of its own non-2xx answers (besides what every route may answer: ROUTE_ERRORS). */
  errors: readonly ErrorCode[];
  /** Error answers that carry more than `ErrorBody` (the current item of a 409), by status. */
  errorBodies?: Readonly<Partial<Record<number, z.ZodType>>>;
}

/** An endpoint as written, with its literal method, path and schemas kept for the types that read it. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

/** Codes any API route may answer whatever it is: the HTTP shell's and the error handler's. */
export const ROUTE_ERRORS = [
  ERROR_CODES.invalidJson,
  ERROR_CODES.bodyTooLarge,
  ERROR_CODES.unsupportedMediaType,
  ERROR_CODES.badRequest,
  ERROR_CODES.forbiddenOrigin,
  ERROR_CODES.serverError,
] as const satisfies readonly ErrorCode[];

/** Codes a route behind a sign-in adds: no session, or a role without the permission. */
export const STAFF_ERRORS = [ERROR_CODES.unauthorized, ERROR_CODES.forbidden] as const satisfies readonly ErrorCode[];

const errorCodes = Object.values(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/**
 * Every non-2xx JSON answer: `error`, a `message` for people, and what some codes add — `paths`
 * (a body of the wrong shape), `fields` (the form's own rules), `retryAt` (429), `withdrawnAt` (410).
 */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string().optional(),
  paths: z.array(z.string()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  retryAt: z.iso.datetime().optional(),
  withdrawnAt: z.iso.datetime().optional(),
});
export type ErrorBody = z.output<typeof errorBodySchema>;

/**
 * A list read entry by entry: an entry `schema` refuses is left out and the rest kept, so one bad
 * row never hides a page. Typed for the server as the list it sends.
 */
export const keepReadable = <T extends z.ZodType>(schema: T) =>
  z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const result = schema.safeParse(entry);
      return result.success ? [result.data as z.output<T>] : [];
    }),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T>[]>;

/** The schema of an error answer's body with `status`. */
export const errorBodyOf = (spec: Endpoint, status: number): z.ZodType => spec.errorBodies?.[status] ?? errorBodySchema;

/** The parameters' names of a path (`/api/inbox/:reference` → reference). */
export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** `path` with its parameters filled in, each encoded. */
export const fillPath = (path: string, params: Readonly<Record<string, string>> = {}) =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs :${name}.`);
    return encodeURIComponent(value);
  });
