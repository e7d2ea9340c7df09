import type { Plugin } from 'vite';

/**
 * `npm run dev` (server/dev/dev.ts) sets API_PORT: the dev server then passes the API and the logged-in
 * area's calls to the real server on that port. Without it (`npm run dev:mock`, builds, tests) nothing changes.
 */
export function apiProxy(port: string | undefined): Plugin {
  return {
    name: 'api-proxy',
    config() {
      if (!port) return;
      const target = `http://127.0.0.1:${port}`;
      // changeOrigin stays off: the server compares Origin with the Host the browser used.
      return { server: { proxy: { '/api': { target }, '/ui': { target } } } };
    },
  };
}
