/// <reference types="vitest/config" />
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, defineConfig, loadEnv, type Plugin } from 'vite';
import { DEFAULT_SITE_URL } from './src/config/site.ts';

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

/**
 * Records each output chunk's modules (repo-relative) and CSS in
 * node_modules/.cache/chunk-modules.json, outside dist so it is never served:
 * tests/budget/check-size.mjs checks the visitor's first load by module name.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'chunk-modules-report',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const root = this.environment.config.root;
      const name = (id: string) =>
        path.isAbsolute(id) ? path.relative(root, id).split(path.sep).join('/') : id.replace(/^\0/, '');
      const chunks = Object.fromEntries(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [
            chunk.fileName,
            { modules: chunk.moduleIds.map(name), css: [...(chunk.viteMetadata?.importedCss ?? [])] },
          ]),
      );
      const file = path.join(root, 'node_modules/.cache/chunk-modules.json');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify({ outDir: options.dir, chunks }, null, 2)}\n`);
    },
  };
}

/**
 * robots.txt and sitemap.xml, generated from the route table so they never drift from it:
 * every visitor and public page in both languages, each naming its twin; the logged-in pages
 * and the /kit showcase are left out.
 */
function crawlerFiles(siteUrl: string): Plugin {
  return {
    name: 'crawler-files',
    apply: 'build',
    async generateBundle() {
      const { localizedPath, twinnedPaths } = await import('./src/config/addresses.ts');
      const { paths } = await import('./src/config/paths.ts');
      const origin = siteUrl.replace(/\/+$/, '');
      const url = (page: string, language: 'en' | 'ar') => origin + localizedPath(page, language);
      const alternates = (page: string) =>
        (['en', 'ar'] as const)
          .map((language) => `<xhtml:link rel="alternate" hreflang="${language}" href="${url(page, language)}"/>`)
          .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(page, 'en')}"/>`)
          .join('');
      const urls = (['en', 'ar'] as const).flatMap((language) =>
        twinnedPaths.map((page) => `  <url><loc>${url(page, language)}</loc>${alternates(page)}</url>`),
      );
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nDisallow: /kit\nDisallow: ${paths.protected}\nDisallow: ${paths.cart}\n\nSitemap: ${origin}/sitemap.xml\n`,
      });
    },
  };
}

/** The favicon as a data URL in every page: one request fewer before the first paint (CSP img-src allows data:). */
function inlineFavicon(): Plugin {
  const href = '/src/assets/favicon.svg';
  return {
    name: 'inline-favicon',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(`href="${href}"`)) throw new Error(`inline-favicon: index.html has no icon at ${href}`);
        const svg = readFileSync(fileURLToPath(new URL(`.${href}`, import.meta.url)), 'utf8').trim();
        return html.replace(`href="${href}"`, `href="data:image/svg+xml,${encodeURIComponent(svg)}"`);
      },
    },
  };
}

/**
 * After the client build, renders every visitor and public page in both languages into dist
 * (src/app/prerender): React's own static rendering, run from a server build of the same
 * components, so the HTML is exactly what the browser then hydrates.
 */
function prerenderPages(mode: string): Plugin {
  let outDir = '';
  const serverDir = 'node_modules/.cache/prerender';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await build({
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/prerender/write-site.ts',
          outDir: serverDir,
          emptyOutDir: true,
          rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      const { prerenderSite } = await import(pathToFileURL(path.resolve(serverDir, 'prerender.js')).href);
      const pages: number = await prerenderSite(outDir);
      console.log(`prerendered ${pages} pages into ${path.relative(process.cwd(), outDir) || '.'}`);
    },
  };
}

/**
 * `npm run preview` serves the build as production does (src/config/serving.ts): each address's
 * prerendered page, the app shell for client-rendered pages, and the 404 page with status 404.
 */
function servePrerendered(): Plugin {
  return {
    name: 'serve-prerendered',
    async configurePreviewServer(server) {
      const { resolveAddress } = await import('./src/config/serving.ts');
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
        res.writeHead(found.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(readFileSync(path.join(root, found.file)));
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    inlineFavicon(),
    // The prerender step's own server build (isSsrBuild) needs none of the client build's extras.
    ...(isSsrBuild
      ? []
      : [
          mockServiceWorker(loadEnv(mode, process.cwd()).VITE_API_MOCKING === 'true'),
          chunkModulesReport(),
          crawlerFiles(loadEnv(mode, process.cwd()).VITE_SITE_URL || DEFAULT_SITE_URL),
          prerenderPages(mode),
          servePrerendered(),
        ]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router's package exports only its development build (warnings included);
      // builds take the production build it ships beside it.
      ...(mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: createRequire(import.meta.url)
                .resolve('react-router')
                .replace(/([/\\])development([/\\])/, '$1production$2'),
            },
          ]
        : []),
    ],
  },
  publicDir: false,
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser we serve supports modulepreload; the polyfill only cost bytes.
    modulePreload: { polyfill: false },
    // The chunk groups are for the browser; the prerender step's server build keeps rolldown's defaults.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Small modules every page needs would otherwise each become a chunk of their own:
            // each costs a request and compresses worse. One shared chunk instead.
            codeSplitting: {
              groups: [
                {
                  // What the home page's sections are made of; other content pages reuse most of it.
                  // Their icons too: the Lucide modules of the card, link and call icons, and the WhatsApp glyph.
                  name: 'sections',
                  test: /\/(src\/(components\/sections\/(card|card-icons|section|link-card-grid|reach-us-buttons)|components\/ui\/(link-target|anchor|icon|recipe|text-link|container|glyphs\/common)|content\/(links|treatment-cards)|config\/contact-links)\.tsx?|node_modules\/lucide-react\/dist\/esm\/icons\/(external-link|arrow-right|house-heart|briefcase-business|handshake|utensils|sparkles|phone)\.mjs)$/,
                },
                {
                  name: 'core',
                  test: /\/src\/(lib\/(storage|cn)|i18n\/|stores\/|config\/(paths|site)|hooks\/use-document-title|content\/page-meta|components\/layout\/page)\b/,
                },
              ],
            },
          },
        },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    // The first test in a file transforms the lazily loaded pages; a 2-core machine needs the room.
    testTimeout: 15_000,
    unstubEnvs: true,
    unstubGlobals: true,
    // Vitest's default leaves one core idle; the main process only reports, so use them all.
    maxWorkers: '100%',
    projects: [
      {
        // Most files share one jsdom and one module cache per worker: building a jsdom and importing
        // the app, msw and Testing Library again for every file cost more than the tests themselves.
        // tests/setup.ts runs again before each file: it unmounts what each test rendered and resets
        // the stores, storage and request handlers.
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          // The two files of the 'isolated' project below.
          exclude: [
            'tests/e2e/**',
            'node_modules/**',
            'tests/app/route-errors.test.tsx',
            'tests/lib/api-client.test.ts',
          ],
          isolate: false,
        },
      },
      {
        // Files that mock a module (vi.mock) or reset the module cache (vi.resetModules) get a
        // fresh one of their own, so neither reaches the files that run after them. A new file
        // that does either belongs here (and in the exclude above).
        extends: true,
        test: {
          name: 'isolated',
          include: ['tests/app/route-errors.test.tsx', 'tests/lib/api-client.test.ts'],
          isolate: true,
        },
      },
    ],
  },
}));
