/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

type Candidate = { id: string; methods: readonly string[] };

/** Acquirers that can be added to a method's list: they accept the method and are not in it. */
export function candidatesFor<A extends Candidate>(
  method: string,
  acquirers: readonly A[],
  list: readonly string[],
): A[] {
  return acquirers.filter((a) => a.methods.includes(method) && !list.includes(a.id));
}

/** Whether two routings differ, order included. */
export function routingChanged<R extends Record<string, readonly string[]>>(a: R, b: R): boolean {
  return Object.keys(a).some((key) => (a[key] ?? []).join() !== (b[key] ?? []).join());
}
