/**
 * What a CPU profile sample was doing for the page, from its whole stack: the start-up steps of src/main.tsx
 * (the page chunk's preload, startUp), React's render and commit, module evaluation, the first-paint script.
 * Needs the original names, so only a build with source maps (`vite build --sourcemap hidden`) gets these.
 */

/** A stack frame with, where a source map knows it, its source module and original function name. */
export interface Frame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
  module?: string;
  name?: string;
}

const isReactDom = (frame: Frame) => Boolean(frame.module?.startsWith('node_modules/react-dom/'));
const isRouter = (frame: Frame) => Boolean(frame.module?.startsWith('node_modules/react-router/'));
const named = (name: string | RegExp) => (frame: Frame) =>
  typeof name === 'string' ? frame.name === name : name.test(frame.name ?? '');
/** A chunk's top level, run once when the module is evaluated. */
const isModuleBody = (frame: Frame) =>
  frame.url.endsWith('.js') && !frame.functionName && frame.lineNumber === 0 && frame.columnNumber === 0;
/** The prerendered page itself: its inline first-paint script. */
const isPage = (frame: Frame) => /^https?:\/\/[^/]+(\/[^.]*)?$/.test(frame.url);
const REACT_COMMIT = /^(commitRoot\w*|flushPassiveEffects\w*|flushLayoutEffects|flushMutationEffects|commit\w+)$/;
const REACT_RENDER = /^(performWorkOnRoot|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|completeWork)$/;

/** Activities, most specific first: a sample is the first whose test any frame of its stack passes. */
const ACTIVITIES: [string, (frame: Frame) => boolean][] = [
  ['Intl formatters built (src/i18n/format.ts)', (frame) => frame.module === 'src/i18n/format.ts'],
  ['preloadPage: route matching (react-router)', (frame) => named('preloadPage')(frame)],
  ['startUp: stores rehydrated, browser read, <html> preferences', named('startUp')],
  ['applyPreferences on a store change (lang, dir, classes on <html>)', named('applyPreferences')],
  ['React commit (DOM, layout and passive effects)', (frame) => isReactDom(frame) && named(REACT_COMMIT)(frame)],
  ['React render / hydration', (frame) => isReactDom(frame) && named(REACT_RENDER)(frame)],
  ['React, other (scheduler, events)', (frame) => isReactDom(frame) || Boolean(frame.module?.includes('/scheduler/'))],
  ['module evaluation (chunk top levels)', isModuleBody],
  ['first-paint script (inline in the page)', isPage],
];

/** The activity of one sample, given its stack from the leaf to the root. */
export function activityOf(stack: readonly Frame[]): string {
  const leaf = stack[0]?.functionName;
  if (leaf === '(program)') return 'browser work outside script (style, layout, paint, parsing: see kinds)';
  if (leaf === '(garbage collector)') return 'garbage collection';
  if (leaf === '(idle)') return 'idle';
  for (const [activity, test] of ACTIVITIES) {
    if (stack.some(test)) {
      // preloadPage does two things: matching the route, then Vite's helper adding the chunk's <link>s.
      if (activity.startsWith('preloadPage') && !stack.some(isRouter))
        return "preloadPage: Vite's preload helper (a modulepreload <link> per chunk)";
      return activity;
    }
  }
  return 'other script';
}
