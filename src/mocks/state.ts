const reseeds: (() => void)[] = [];

/**
 * The mock's in-memory state: what `seed()` answers, kept until the page reloads. resetMockState
 * seeds every part again (the tests call it, so each starts from the same fixtures, dated from its clock).
 */
export function mockState<T extends object>(seed: () => T): T {
  const state = seed();
  reseeds.push(() => Object.assign(state, seed()));
  return state;
}

export const resetMockState = () => reseeds.forEach((reseed) => reseed());
