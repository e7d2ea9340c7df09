import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS } from '#contracts/endpoints/auth';
import { ENDPOINTS } from '#contracts/endpoints/index';
import { ERROR_CODES } from '#contracts/errors';
import { readConfig } from '../config/config';
import { endpointRoute } from '../http/endpoint-route';
import httpShell from '../http/http-shell';
import { zodSerializerCompiler, zodValidatorCompiler } from '../http/zod-schemas';
import { databaseKind } from './support/test-database';
import { useTestServer } from './support/test-server';

/** Routes that are no endpoint: the API's catch-all 404 and the built site's pages (GET and HEAD). */
const NOT_ENDPOINTS = new Set(['/api/*', '/*']);

describe(`the endpoint table and the routes (${databaseKind} database)`, () => {
  const test = useTestServer();

  it('has a route for every endpoint, and an endpoint for every route', () => {
    const routes = test.server.routes
      .filter(({ method, url }) => method !== 'HEAD' && !NOT_ENDPOINTS.has(url))
      .map(({ method, url }) => `${method} ${url}`);
    const table = ENDPOINTS.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(table).size).toBe(table.length);
    expect(routes.toSorted()).toEqual(table.toSorted());
  });

  it('declares a 2xx answer for every endpoint', () => {
    const bare = ENDPOINTS.filter((one) => Object.keys(one.answers).length === 0);
    expect(bare.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});

describe('an answer that is not what its endpoint declares', () => {
  it('is never sent: 500 server_error, and the log names the route, not the body', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    app.decorate('config', { ...readConfig({}), allowedOrigins: ['https://site.example'] });
    await app.register(httpShell, { securityHeaders: {} });
    // A secret where the answer has a list of QR rows: the check refuses it before it leaves.
    endpointRoute(app, AUTH_ENDPOINTS.enrol, async (_request, reply) =>
      reply.code(200).send({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://leak', qr: 'LEAKED-SECRET' as never }),
    );
    try {
      const answer = await app.inject({
        method: 'POST',
        url: AUTH_ENDPOINTS.enrol.path,
        headers: { origin: 'https://site.example' },
      });
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toMatchObject({ error: ERROR_CODES.serverError });
      expect(answer.body).not.toContain('LEAKED');
      const log = lines.join('');
      expect(log).toContain(`POST ${AUTH_ENDPOINTS.enrol.path}`);
      expect(log).not.toContain('LEAKED');

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/accounts/1/second-factor',
        headers: { origin: 'https://site.example' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('DELETE');
    } finally {
      await app.close();
    }
  });
});
