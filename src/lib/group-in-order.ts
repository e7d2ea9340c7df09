/** `items` grouped by `keyOf`, the groups in the order their first item came and each group's items in theirs. */
export function groupInOrder<T>(items: readonly T[], keyOf: (item: T) => string): [key: string, items: T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}
