import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

/** Routes declare zod schemas (from the contracts): the handler's `body`, `query` and `params` are their output types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/**
 * Checks a request part with its zod schema; the parsed (trimmed, transformed) value replaces it.
 * A failure reaches the error handler as the ZodError, with Fastify's `validationContext`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: result.error };
  };

/** An answer that is not what its route declares: the error handler answers 500 and logs this message, never the body. */
export class AnswerMismatch extends Error {
  constructor(method: string, url: string, status: string) {
    super(`The answer of ${method} ${url} (${status}) does not match its schema.`);
    this.name = 'AnswerMismatch';
  }
}

/**
 * Writes an answer after checking it with its route's schema for that status (the endpoint
 * table's). It checks what goes on the wire (dates as text), and sends the schema's output, so a
 * field the schema does not name never leaves the server.
 */
export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    const result = schema.safeParse(JSON.parse(JSON.stringify(data) ?? 'null'));
    if (!result.success) throw new AnswerMismatch(method, url, httpStatus ?? 'default');
    return JSON.stringify(result.data);
  };
