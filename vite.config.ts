import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { DEFAULT_SITE_URL } from './src/config/site.ts';
import { apiProxy } from './tools/vite/api-proxy.ts';
import { bareDynamicImports } from './tools/vite/bare-dynamic-imports.ts';
import { chunkGroups } from './tools/vite/chunk-groups.ts';
import { chunkModulesReport } from './tools/vite/chunk-modules-report.ts';
import { compileHintBanner } from './tools/vite/compile-hints.ts';
import { crawlerFiles } from './tools/vite/crawler-files.ts';
import { firstPaintRoutes } from './tools/vite/first-paint-routes.ts';
import { inlineFavicon } from './tools/vite/inline-favicon.ts';
import { iconSprite } from './tools/vite/icon-sprite.ts';
import { mockServiceWorker } from './tools/vite/mock-service-worker.ts';
import { prerenderPages } from './tools/vite/prerender-pages.ts';
import { reactRouterProduction } from './tools/vite/react-router-production.ts';
import { servePrerendered } from './tools/vite/serve-prerendered.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd());
  return {
    plugins: [
      react(),
      // Every glyph from one sprite file, Lucide's drawn by our small renderer: here, in the server build and the tests alike.
      iconSprite(),
      inlineFavicon(),
      firstPaintRoutes(),
      apiProxy(process.env.API_PORT),
      // The prerender step's own server build (isSsrBuild) needs none of the client build's extras.
      ...(isSsrBuild
        ? []
        : [
            bareDynamicImports(),
            mockServiceWorker(env.VITE_API_MOCKING === 'true'),
            chunkModulesReport(),
            crawlerFiles(env.VITE_SITE_URL || DEFAULT_SITE_URL),
            prerenderPages(mode),
            servePrerendered(),
          ]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Builds take react-router's production build, not the development one its package exports.
        ...(mode === 'production' ? [reactRouterProduction()] : []),
      ],
    },
    publicDir: false,
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
      // No runtime map of each lazy chunk's dependencies: naming every chunk, it cost 2 KB of every first load.
      // A prerendered page lists its own chunks (tools/vite/prerender-pages.ts); links prefetch on intent.
      modulePreload: false,
      // Shared chunks made of the modules tools/vite/chunk-groups.ts lists; a listed file that is gone fails the build.
      // The chunk groups are for the browser; the prerender step's server build keeps rolldown's defaults.
      // The first-load chunks carry V8's compile hint (tools/vite/compile-hints.ts).
      rolldownOptions:
        command === 'build' && !isSsrBuild
          ? { output: { codeSplitting: { groups: chunkGroups(root) }, postBanner: compileHintBanner } }
          : {},
    },
  };
});
