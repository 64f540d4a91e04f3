import type { WithdrawalStatus } from '@repasse/core/states/withdrawal';
import { useState } from 'react';
import { selectableIds } from './withdrawal-filter-state.ts';

/**
 * The pending withdrawals ticked for bulk approval, among the rows on screen: a tick on a row
 * that left the page (another filter, another page) no longer counts.
 */
export function useQueueSelection(rows: { id: string; status: WithdrawalStatus }[]) {
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const selectable = selectableIds(rows);
  const selected = selectable.filter((id) => ticked.has(id));
  const allSelected = selectable.length > 0 && selected.length === selectable.length;
  return {
    selectable,
    selected,
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    has: (id: string) => ticked.has(id) && selectable.includes(id),
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(selectable)),
    clear: () => setTicked(new Set()),
  };
}

export type QueueSelection = ReturnType<typeof useQueueSelection>;
