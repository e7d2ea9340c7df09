import type { Config } from 'tailwindcss';
import rtl from 'tailwindcss-rtl';
import { breakpoints, colourTokens, durations, heights, minHeights, spacing } from './src/styles/design-tokens';

const token = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

// `brand: { DEFAULT, fg, soft }` from the token list, each reading its CSS custom property.
const colors = Object.fromEntries(
  Object.entries(colourTokens).map(([name, shades]) => [
    name,
    Object.fromEntries(shades.map((shade) => [shade, token(shade === 'DEFAULT' ? name : `${name}-${shade}`)])),
  ]),
);

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    screens: breakpoints,
    extend: {
      colors,
      // The stacks live in src/styles/fonts.css: the web fonts join them once loaded (.web-fonts).
      fontFamily: {
        ar: 'var(--font-ar)',
        en: 'var(--font-en)',
      },
      height: heights,
      minHeight: minHeights,
      spacing,
      transitionDuration: durations,
      animation: {
        spin: 'spin 1s linear infinite',
      },
    },
  },
  plugins: [rtl],
} satisfies Config;
