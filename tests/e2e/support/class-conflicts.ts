import { extendTailwindMerge } from 'tailwind-merge';
import { colourNames, durations, heights, minHeights, spacing } from '../../../src/styles/design-tokens';

const keys = (record: object) => Object.keys(record);

// tailwind-merge knows Tailwind's own scale; our tokens are taught here, so `h-btn-sm` and `h-10`,
// or `text-fg` and `text-danger`, count as the same property.
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

/**
 * The class lists in which two classes set the same property (under the same variants), each with
 * the classes that lose: there, the stylesheet's order would decide which one shows.
 */
export function classConflicts(classLists: string[]) {
  const found = new Map<string, string[]>();
  for (const list of classLists) {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(merge(classes.join(' ')).split(' '));
    const lost = classes.filter((name) => !kept.has(name));
    if (lost.length > 0) found.set(list, lost);
  }
  return [...found].map(([classes, lost]) => ({ classes, lost }));
}
