import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControl, resolveAddress } from '#contracts/serving';
import type { SiteFile } from './site-files';

function send(request: FastifyRequest, reply: FastifyReply, name: string, file: SiteFile, status: number) {
  reply
    .code(status)
    .header('Content-Type', file.type)
    .header('Cache-Control', cacheControl(name))
    .header('ETag', file.etag)
    .header('Vary', 'Accept-Encoding');
  if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const brotli = /\bbr\b/.test(accepted) ? file.brotli() : null;
  if (brotli) return reply.header('Content-Encoding', 'br').send(brotli);
  const gzip = /\bgzip\b/.test(accepted) ? file.gzip() : null;
  if (gzip) return reply.header('Content-Encoding', 'gzip').send(gzip);
  return reply.send(file.body);
}

/**
 * The built site for GET and HEAD: prerendered pages, the app shell, assets, a real 404,
 * by the rules of `src/contracts/serving.ts` (shared with `npm run preview`).
 */
const site: FastifyPluginAsync<{ files: ReadonlyMap<string, SiteFile> }> = async (app, { files }) => {
  const exists = (name: string) => files.has(name);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: (request, reply) => {
      const raw = request.url.split('?', 1)[0] ?? '/';
      let pathname: string;
      try {
        pathname = decodeURIComponent(raw);
      } catch {
        return reply.code(400).type('text/plain; charset=utf-8').send('Bad Request');
      }
      const resolution = resolveAddress(pathname, exists);
      if ('redirect' in resolution) {
        const query = request.url.slice(raw.length);
        // "//evil.example/" must not become a redirect to another site.
        const target = resolution.redirect.replace(/^\/+/, '/');
        return reply.redirect(encodeURI(target) + query, 301);
      }
      const file = files.get(resolution.file);
      if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
      return send(request, reply, resolution.file, file, resolution.status);
    },
  });
};

export default site;
