import { createRequire } from 'node:module';
import type { Alias } from 'vite';

/**
 * react-router's package exports only its development build (warnings included);
 * builds take the production build it ships beside it.
 */
export function reactRouterProduction(): Alias {
  return {
    find: /^react-router$/,
    replacement: createRequire(import.meta.url)
      .resolve('react-router')
      .replace(/([/\\])development([/\\])/, '$1production$2'),
  };
}
