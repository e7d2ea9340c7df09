import type { Plugin } from 'vite';

/**
 * Vite wraps every `import()` in a helper that first fetches the chunk's stylesheets and, with module
 * preloading on, its imports. This build has one stylesheet, linked by the page, and no module preloading
 * (`modulePreload: false`), so the helper only ever calls the import: its 3.4 KB (1.1 KB brotli) is
 * replaced by that call. A chunk that would need a stylesheet of its own fails the build instead.
 */
export function bareDynamicImports(): Plugin {
  return {
    name: 'bare-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler() {
        if (this.environment.config.consumer !== 'client') return null;
        return 'export const __vitePreload = (load) => load();';
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const styled = Object.values(bundle).filter(
        (output) => output.type === 'chunk' && !output.isEntry && (output.viteMetadata?.importedCss.size ?? 0) > 0,
      );
      if (styled.length > 0) {
        this.error(
          `lazy chunks with their own stylesheet need Vite's preload helper: ${styled.map((c) => c.fileName).join(', ')}`,
        );
      }
    },
  };
}
