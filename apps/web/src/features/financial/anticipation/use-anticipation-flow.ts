import type { AnticipationResult } from '@repasse/core/contract/ledger';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../shared/http/idempotency-key.ts';
import { useAnticipate, useSimulateAnticipation } from '../api/anticipation.ts';

export type AnticipationScope = 'all' | 'choose';

/**
 * The steps of an anticipation: choose (every order or some), simulate, confirm. Any change of
 * choice drops the simulation; each confirmation dialog gets its own Idempotency-Key, so a retried
 * click in the same dialog anticipates once.
 */
export function useAnticipationFlow(onDone: (result: AnticipationResult) => void) {
  const simulation = useSimulateAnticipation();
  const anticipation = useAnticipate();
  const [scope, setScope] = useState<AnticipationScope>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [idempotencyKey, setIdempotencyKey] = useState<string | null>(null);

  return {
    scope,
    selected,
    simulation,
    anticipation,
    confirming: idempotencyKey !== null,
    canSimulate: scope === 'all' || selected.size > 0,
    changeScope: (next: AnticipationScope) => {
      setScope(next);
      simulation.reset();
    },
    changeSelection: (next: Set<string>) => {
      setSelected(next);
      simulation.reset();
    },
    simulate: () => simulation.mutate(scope === 'choose' ? [...selected] : undefined),
    openConfirmation: () => {
      anticipation.reset();
      setIdempotencyKey(newIdempotencyKey());
    },
    closeConfirmation: () => setIdempotencyKey(null),
    confirm: () => {
      if (!idempotencyKey || !simulation.data) return;
      anticipation.mutate(
        { orderIds: simulation.variables, idempotencyKey },
        {
          onSuccess: (result) => {
            setIdempotencyKey(null);
            setSelected(new Set());
            setScope('all');
            simulation.reset();
            onDone(result);
          },
        },
      );
    },
  };
}

export type AnticipationFlow = ReturnType<typeof useAnticipationFlow>;
