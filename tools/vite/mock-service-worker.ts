import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * msw's service worker script, served in dev and emitted into a build only
 * when mocking is on, so a production build carries no msw file at all.
 */
export function mockServiceWorker(enabledInBuild: boolean): Plugin {
  const file = 'mockServiceWorker.js';
  const source = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${file}`), 'utf8');
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${file}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source());
      });
    },
    generateBundle() {
      if (enabledInBuild) this.emitFile({ type: 'asset', fileName: file, source: source() });
    },
  };
}
