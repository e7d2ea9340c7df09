import { extendTailwindMerge } from 'tailwind-merge';
import { colourNames, durations, heights, minHeights, spacing } from '@/styles/design-tokens';

const keys = (record: object) => Object.keys(record);

// tailwind-merge knows Tailwind's own scale; our tokens (design-tokens.ts) are taught here,
// so a class given later always wins over one of the same kind given earlier.
const merge = extendTailwindMerge({
  extend: {
    theme: { colors: colourNames, spacing: keys(spacing) },
    classGroups: {
      h: [{ h: keys(heights) }],
      'min-h': [{ 'min-h': keys(minHeights) }],
      duration: [{ duration: keys(durations) }],
    },
  },
});

/** Joins class names, skipping falsy ones; when two set the same property, the later one wins. */
export const cn = (...classes: Array<string | false | null | undefined>) => merge(classes);
