import { setTimeout as sleep } from 'node:timers/promises';
import { isLuhnValid } from '@repasse/core/cards/luhn';
import { sandboxCardOutcome } from '@repasse/core/cards/test-cards';
import { AcquirerTechnicalError, type CardData } from './types.ts';

export type SandboxCardStatus =
  | 'paid'
  | 'declined_generic'
  | 'declined_insufficient_funds'
  | 'declined_fraud';

/**
 * What the sandbox's issuer says about a card (test cards in `sandboxTestCards`). The two failing
 * test cards throw like a 5xx or a timeout would, so the router moves on to the next acquirer.
 */
export async function sandboxCardStatus(
  card: CardData,
  timeoutDelayMs: number,
): Promise<SandboxCardStatus> {
  if (!isLuhnValid(card.number)) return 'declined_generic';
  let outcome: ReturnType<typeof sandboxCardOutcome>;
  try {
    outcome = sandboxCardOutcome(card.number);
  } catch {
    return 'declined_generic';
  }
  switch (outcome) {
    case 'approved':
      return 'paid';
    case 'insufficient_funds':
    case 'fraud':
      return `declined_${outcome}`;
    case 'processing_error':
      throw new AcquirerTechnicalError('Sandbox acquirer failed to process the card (HTTP 500)');
    case 'timeout':
      await sleep(timeoutDelayMs);
      throw new AcquirerTechnicalError(`Sandbox acquirer did not answer in ${timeoutDelayMs} ms`);
  }
}
