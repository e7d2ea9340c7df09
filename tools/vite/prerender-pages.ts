import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import type { PageChunks } from '../../src/app/prerender/page-chunks.ts';

/** A chunk plus every chunk it imports statically, as "/assets/…" addresses. */
function withStaticImports(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  chunk.imports.forEach((imported) => withStaticImports(bundle, imported, seen));
  return seen;
}

/**
 * The chunks the entry imports (the app shell preloads them) and each page's own chunk, which a
 * prerendered page fetches beside the entry instead of once the entry runs (the build leaves this
 * to us: `modulePreload: false` in vite.config.ts).
 */
function routeChunks(bundle: Rollup.OutputBundle, root: string): PageChunks {
  const routesDir = path.join(root, 'src/app/routes');
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('prerender: the client build has no entry chunk');
  const loaded = withStaticImports(bundle, entry.fileName);
  const app = [...loaded].filter((file) => file !== entry.fileName).map((file) => `/${file}`);
  const pages = Object.fromEntries(
    chunks
      .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(routesDir + path.sep))
      .map((chunk) => [
        path.relative(routesDir, chunk.facadeModuleId!).split(path.sep).join('/'),
        `/${chunk.fileName}`,
      ]),
  );
  return { app, pages };
}

/**
 * After the client build, renders every visitor and public page in both languages into dist
 * (src/app/prerender): React's own static rendering, run from a server build of the same
 * components, so the HTML is exactly what the browser then hydrates.
 */
export function prerenderPages(mode: string): Plugin {
  let outDir = '';
  let root = '';
  let pageChunks: PageChunks = { app: [], pages: {} };
  const serverDir = 'node_modules/.cache/prerender';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      pageChunks = routeChunks(bundle, root);
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
      const pages: number = await prerenderSite(outDir, pageChunks);
      console.log(`prerendered ${pages} pages into ${path.relative(process.cwd(), outDir) || '.'}`);
    },
  };
}
