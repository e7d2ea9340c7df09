import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

/**
 * After the client build, renders every visitor and public page in both languages into dist
 * (src/app/prerender): React's own static rendering, run from a server build of the same
 * components, so the HTML is exactly what the browser then hydrates.
 */
export function prerenderPages(mode: string): Plugin {
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
