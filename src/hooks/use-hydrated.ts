import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React takes over a prerendered page (and in the prerender itself), true from then on.
 * Forms stay disabled until then: text typed into the bare HTML would not reach the form's state.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
