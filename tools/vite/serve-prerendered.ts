import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * `npm run preview` serves the build as production does (src/contracts/serving.ts): each address's
 * prerendered page, the app shell for client-rendered pages, and the 404 page with status 404.
 */
export function servePrerendered(): Plugin {
  return {
    name: 'serve-prerendered',
    async configurePreviewServer(server) {
      const { cacheControl, resolveAddress } = await import('#contracts/serving');
      const root = path.resolve(server.config.root, server.config.build.outDir);
      const isFile = (file: string) => statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile() ?? false;
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview');
        let pathname: string;
        try {
          pathname = decodeURIComponent(url.pathname);
        } catch {
          res.statusCode = 400;
          return res.end();
        }
        const found = resolveAddress(pathname, isFile);
        if ('redirect' in found) {
          res.writeHead(301, { Location: found.redirect + url.search }).end();
          return;
        }
        if (found.status === 200 && !found.file.endsWith('.html')) return next();
        res.writeHead(found.status, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': cacheControl(found.file),
        });
        res.end(readFileSync(path.join(root, found.file)));
      });
    },
  };
}
