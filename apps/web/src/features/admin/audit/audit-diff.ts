export type DiffChange = 'added' | 'removed' | 'changed' | 'same';

export type DiffRow = {
  key: string;
  before: string | undefined;
  after: string | undefined;
  change: DiffChange;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Objects compare by their fields, anything else is wrapped as `{ value }`. */
const asRecord = (value: unknown): Record<string, unknown> =>
  isRecord(value) ? value : value === null || value === undefined ? {} : { value };

const shown = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/**
 * Field by field, what an audited action changed: the "before" fields first in their order,
 * then fields only "after" has.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  const from = asRecord(before);
  const to = asRecord(after);
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys.map((key) => {
    const inBefore = key in from;
    const inAfter = key in to;
    const beforeText = inBefore ? shown(from[key]) : undefined;
    const afterText = inAfter ? shown(to[key]) : undefined;
    const change: DiffChange = !inBefore
      ? 'added'
      : !inAfter
        ? 'removed'
        : beforeText === afterText
          ? 'same'
          : 'changed';
    return { key, before: beforeText, after: afterText, change };
  });
}
