import { describe, expect, it } from 'vitest';
import { auditDiff } from './audit-diff.ts';

describe('auditDiff', () => {
  it('compares field by field', () => {
    expect(
      auditDiff(
        { role: 'seller', city: 'São Paulo', note: 'x' },
        { role: 'admin', city: 'São Paulo', extra: { a: 1 } },
      ),
    ).toEqual([
      { key: 'role', before: 'seller', after: 'admin', change: 'changed' },
      { key: 'city', before: 'São Paulo', after: 'São Paulo', change: 'same' },
      { key: 'note', before: 'x', after: undefined, change: 'removed' },
      { key: 'extra', before: undefined, after: '{"a":1}', change: 'added' },
    ]);
  });

  it('handles missing sides and plain values', () => {
    expect(auditDiff(null, { status: 'pending' })).toEqual([
      { key: 'status', before: undefined, after: 'pending', change: 'added' },
    ]);
    expect(auditDiff(true, false)).toEqual([
      { key: 'value', before: 'true', after: 'false', change: 'changed' },
    ]);
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff({ n: null }, { n: 0 })).toEqual([
      { key: 'n', before: 'null', after: '0', change: 'changed' },
    ]);
  });
});
