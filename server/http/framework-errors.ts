import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#contracts/errors';

/**
 * Errors Fastify answers before any hook runs (an address that does not decode, `GET /%`):
 * the same `{ error, message }` and security headers as every other answer.
 */
export const frameworkErrors =
  (securityHeaders: Record<string, string>) => (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(400)
      .headers(securityHeaders)
      .send({ error: ERROR_CODES.badRequest, message: error.message || 'Bad request.' });

/**
 * Errors Node's HTTP parser answers on the bare socket (headers too large: 431; a request it
 * cannot parse: 400; a client too slow: 408), with the security headers Fastify's default leaves out.
 */
export const clientErrorHandler =
  (securityHeaders: Record<string, string>) => (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({ error: ERROR_CODES.badRequest, message: STATUS_CODES[status] });
    const headers = Object.entries({
      ...securityHeaders,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${body}`);
    socket.destroy(error);
  };

/**
 * An `Expect` other than 100-continue: Node answers a bare 417 unless the server handles its
 * `checkExpectation` event, as this does, with the security headers; then closes, as the client
 * may not have sent its body.
 */
export const expectationFailed =
  (securityHeaders: Record<string, string>) => (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ error: ERROR_CODES.badRequest, message: 'Only Expect: 100-continue is understood.' });
    response
      .writeHead(417, {
        ...securityHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      })
      .end(body);
  };
