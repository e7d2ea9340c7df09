import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { CSV, errorBodySchema, type Answer, type Endpoint, type ErrorBody } from '#contracts/endpoints/endpoint';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Payload<A> = A extends z.ZodType ? z.input<A> : A extends typeof CSV ? string : undefined;

/** What a handler may answer: each 2xx status with its declared body, errors as `ErrorBody` or the table's shape. */
type Replies<E extends Endpoint> = { [S in keyof E['answers']]: Payload<E['answers'][S]> } & {
  [S in keyof NonNullable<E['errorBodies']>]: Payload<NonNullable<E['errorBodies']>[S]>;
} & { '4xx': ErrorBody; '5xx': ErrorBody };

interface Generic<E extends Endpoint> {
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
  Reply: Replies<E>;
}

export type EndpointRequest<E extends Endpoint> = FastifyRequest<Generic<E>>;
export type EndpointReply<E extends Endpoint> = FastifyReply<Generic<E>>;
/** A handler returns a 200 answer's body, or the reply it sent (with any status). */
type Returned<E extends Endpoint> =
  { [S in keyof E['answers']]: Payload<E['answers'][S]> }[keyof E['answers']] | FastifyReply;

/** The JSON answers' schemas by status, for the serializer: the table's 2xx and error bodies, `ErrorBody` for the rest. */
function responseSchemas(spec: Endpoint) {
  const response: Record<string, z.ZodType> = { '4xx': errorBodySchema, '5xx': errorBodySchema };
  const answers: [string, Answer | undefined][] = Object.entries(spec.answers);
  for (const [status, answer] of answers) if (answer && answer !== CSV) response[status] = answer;
  for (const [status, schema] of Object.entries(spec.errorBodies ?? {})) if (schema) response[status] = schema;
  return response;
}

/** The sign-in an access needs, checked before the body is read. */
function signIn(app: FastifyInstance, access: Exclude<Endpoint['access'], 'public'>) {
  if (access === 'family') return app.requireFamily();
  if (access === 'signed-in') return app.requireSignedIn();
  return app.requireStaff(access === 'staff' ? {} : { permission: access });
}

/**
 * Registers the route of one endpoint of the table (#contracts/endpoints): its method and path,
 * the request schemas, the answer schemas (checked on the way out by zodSerializerCompiler), and
 * the sign-in its access needs (staff, family or either, before the body is read).
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  spec: E,
  handler: (request: EndpointRequest<E>, reply: EndpointReply<E>) => Promise<Returned<E>>,
  { config }: { config?: FastifyContextConfig } = {},
) {
  const { access } = spec;
  app.route({
    method: spec.method,
    url: spec.path,
    schema: {
      ...(spec.params && { params: spec.params }),
      ...(spec.query && { querystring: spec.query }),
      ...(spec.body && { body: spec.body }),
      response: responseSchemas(spec),
    },
    ...(access !== 'public' && { onRequest: signIn(app, access) }),
    ...(config && { config }),
    // The table gives both the schemas above and the handler's types: one source for the two.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
