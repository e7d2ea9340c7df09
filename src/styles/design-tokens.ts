/**
 * The project's own Tailwind tokens, in one place: tailwind.config.ts turns them into
 * utilities and `cn` (src/lib/cn.ts) teaches tailwind-merge which classes they make,
 * so `h-btn-sm` and `h-10`, or `text-fg` and `text-danger`, are known to conflict.
 */

/** Colour tokens: each is an RGB-channel custom property `--color-<name>` (src/styles/index.css). */
export const colourTokens = {
  brand: ['DEFAULT', 'fg', 'soft'],
  cta: ['DEFAULT', 'fg'],
  danger: ['DEFAULT', 'fg', 'soft'],
  success: ['DEFAULT', 'soft'],
  warning: ['DEFAULT', 'soft'],
  surface: ['DEFAULT', 'raised', 'sunken'],
  line: ['DEFAULT'],
  fg: ['DEFAULT', 'muted'],
  focus: ['DEFAULT'],
} as const;

export const heights = {
  tabbar: '3rem',
  searchbar: '3rem',
  input: '3rem',
  'btn-lg': '3.5rem',
  'btn-md': '3rem',
  'btn-sm': '2.5rem',
  'btn-xs': '2rem',
} as const;

export const minHeights = { input: '3rem' } as const;

export const spacing = {
  tabbar: '3rem',
  searchbar: '3rem',
  navbar: '4rem',
  // The search bar and tab bar below 640 px, above the phone's safe-area inset.
  'bottom-bars': 'calc(6rem + env(safe-area-inset-bottom))',
  'safe-bottom': 'env(safe-area-inset-bottom)',
} as const;

export const durations = { drawer: '500ms', submenu: '330ms' } as const;

/** Spec §9: tablet 640 px, laptop 1024 px, desktop 1280 px. */
export const breakpoints = { tablet: '640px', laptop: '1024px', desktop: '1280px' } as const;

/** Colour class suffixes as Tailwind writes them: `brand`, `brand-fg`, `surface-sunken`… */
export const colourNames = Object.entries(colourTokens).flatMap(([name, shades]) =>
  shades.map((shade) => (shade === 'DEFAULT' ? name : `${name}-${shade}`)),
);
