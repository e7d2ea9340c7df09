import type { Config } from 'tailwindcss';
import type { CSSRuleObject } from 'tailwindcss/types/config';
import plugin from 'tailwindcss/plugin';
import rtl from 'tailwindcss-rtl';

/**
 * Tailwind 3.4 already ships the logical utilities (ps/pe, ms/me, start/end,
 * text-start/end, rounded-s/e, border-s/e, float and clear start/end).
 * tailwindcss-rtl emits `[dir] .x` rules for the same class names, so we keep
 * only what core lacks (space-s, divide-s, rounded-ts/te/bs/be, origin-*-start/end)
 * and the built CSS never carries two rules for one class.
 */
const CORE_LOGICAL =
  /^\s*(\[dir="(?:rtl|ltr)"\]\s+)?\.-?(ps|pe|ms|me|start|end|text-start|text-end|rounded-s|rounded-e|border-s|border-e|float-start|float-end|clear-start|clear-end)(-|$|\s|\\)/;

type RtlPlugin = { handler: (api: Record<string, unknown>) => void };
type Utilities = CSSRuleObject | CSSRuleObject[];

const keepExtras = (utilities: Utilities): CSSRuleObject[] =>
  (Array.isArray(utilities) ? utilities : [utilities]).map((group) =>
    Object.fromEntries(Object.entries(group).filter(([selector]) => !CORE_LOGICAL.test(selector))),
  );

export const rtlExtras = plugin((api) => {
  (rtl as unknown as RtlPlugin).handler({
    ...api,
    variants: () => [],
    addUtilities: (utilities: Utilities) => api.addUtilities(keepExtras(utilities)),
  });
});

const token = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: {
      tablet: '640px',
      laptop: '1024px',
      desktop: '1280px',
    },
    extend: {
      colors: {
        brand: { DEFAULT: token('brand'), fg: token('brand-fg'), soft: token('brand-soft') },
        cta: { DEFAULT: token('cta'), fg: token('cta-fg') },
        danger: { DEFAULT: token('danger'), fg: token('danger-fg'), soft: token('danger-soft') },
        success: { DEFAULT: token('success'), soft: token('success-soft') },
        warning: { DEFAULT: token('warning'), soft: token('warning-soft') },
        surface: { DEFAULT: token('surface'), raised: token('surface-raised'), sunken: token('surface-sunken') },
        line: token('line'),
        fg: { DEFAULT: token('fg'), muted: token('fg-muted') },
        focus: token('focus'),
      },
      fontFamily: {
        ar: ['"Cairo Variable"', '"Inter Variable"', '"Cairo Fallback"', 'Tahoma', 'sans-serif'],
        en: ['"Inter Variable"', '"Inter Fallback"', 'Arial', 'sans-serif'],
      },
      height: {
        tabbar: '3rem',
        searchbar: '3rem',
        input: '3rem',
        'btn-lg': '3.5rem',
        'btn-md': '3rem',
        'btn-sm': '2.5rem',
        'btn-xs': '2rem',
      },
      minHeight: {
        input: '3rem',
      },
      spacing: {
        tabbar: '3rem',
        searchbar: '3rem',
        navbar: '4rem',
        // The search bar and tab bar below 640 px, above the phone's safe-area inset.
        'bottom-bars': 'calc(6rem + env(safe-area-inset-bottom))',
        'safe-bottom': 'env(safe-area-inset-bottom)',
      },
      transitionDuration: {
        drawer: '500ms',
        submenu: '330ms',
      },
      animation: {
        spin: 'spin 1s linear infinite',
      },
    },
  },
  plugins: [rtlExtras],
} satisfies Config;
