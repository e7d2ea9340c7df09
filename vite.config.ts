/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

/**
 * msw's service worker script, served in dev and emitted into a build only
 * when mocking is on, so a production build carries no msw file at all.
 */
function mockServiceWorker(enabledInBuild: boolean): Plugin {
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

export default defineConfig(({ mode }) => ({
  plugins: [react(), mockServiceWorker(loadEnv(mode, process.cwd()).VITE_API_MOCKING === 'true')],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  publicDir: false,
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
}));
