import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Records each output chunk's modules (repo-relative) and CSS in
 * node_modules/.cache/chunk-modules.json, outside dist so it is never served:
 * tests/budget/check-size.mjs checks the visitor's first load by module name.
 */
export function chunkModulesReport(): Plugin {
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
