import { builtinModules } from 'node:module';
import { defineConfig } from 'vite';

/**
 * The production server as plain JavaScript (`npm run build` → dist-server/), run by `node` with
 * no TypeScript toolchain: the server and its commands (staff, audit, backup, restore), with the contracts (`#contracts/*`)
 * bundled in and every package left to node_modules.
 */
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    target: 'node20',
    outDir: 'dist-server',
    emptyOutDir: true,
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: {
        main: 'server/main.ts',
        staff: 'server/cli/staff-cli.ts',
        audit: 'server/cli/audit-cli.ts',
        backup: 'server/cli/backup-cli.ts',
        restore: 'server/cli/restore-cli.ts',
      },
      external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`)],
      // Flat: dist-server/<entry>.js, the files launch.js runs (config.ts finds the repository by its package.json).
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
