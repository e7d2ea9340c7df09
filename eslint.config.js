import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: what a file may import follows from its folder.
 * - shared code (components, lib, hooks, i18n, config, stores, content, styles, types) never imports
 *   a feature, the app shell or the showcase;
 * - a feature never imports another feature;
 * - the UI kit (components/ui) reads no store, content or site config, and no site chrome: it gets
 *   what it needs as props (and the language from i18n's context);
 * - content is data: it imports no components;
 * - lib and i18n sit at the bottom.
 * Each zone repeats the msw rule, because a later `no-restricted-imports` replaces an earlier one.
 */
const msw = { group: ['msw', 'msw/*', '@/mocks/*'], message: 'msw is for tests and the dev mock server only.' };
const restrict = (message, ...group) => ({ group, message });
const notFromShared = restrict(
  'Shared code must not import features, the app shell or the showcase.',
  '@/features/*',
  '@/app/*',
  '@/showcase/*',
);
const zone = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [msw, ...patterns] }] },
});
const features = readdirSync(new URL('./src/features', import.meta.url));

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { patterns: [msw] }],
    },
  },
  zone(['src/{components,hooks,config,stores,styles,types}/**'], notFromShared),
  zone(['src/content/**'], notFromShared, restrict('Content is data: it imports no components.', '@/components/*')),
  zone(
    ['src/{lib,i18n}/**'],
    notFromShared,
    restrict(
      'lib and i18n are the bottom layer: no components, content, stores or hooks.',
      '@/components/*',
      '@/content/*',
      '@/stores/*',
      '@/hooks/*',
    ),
  ),
  zone(
    ['src/components/ui/**'],
    notFromShared,
    restrict(
      'The UI kit reads no store, content or site config, and no site chrome: pass what it needs as props.',
      '@/stores/*',
      '@/content/*',
      '@/config/*',
      '@/components/layout/*',
      '@/components/sections/*',
    ),
  ),
  ...features.map((feature) =>
    zone(
      [`src/features/${feature}/**`],
      restrict(
        'A feature never imports another feature or the app shell: move what both need to shared code.',
        '@/features/*',
        `!@/features/${feature}`,
        `!@/features/${feature}/**`,
        '@/app/*',
        '@/showcase/*',
      ),
    ),
  ),
  // The contracts are what client and server share: nothing but zod and each other.
  zone(
    ['src/contracts/**'],
    restrict('Contracts import nothing but zod and other contracts.', '@/*', '#*', '!#contracts/*', 'react', 'react-*'),
  ),
  // The server reaches the client's code only through the contracts (#contracts/*), which its build bundles.
  zone(
    ['server/**'],
    restrict(
      'The server imports shared facts from #contracts/* only, never the client (src/features, components, app…).',
      '@/*',
      '**/src/*',
      '**/src/**',
    ),
  ),
  {
    files: ['src/mocks/**', 'tests/**', 'src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
