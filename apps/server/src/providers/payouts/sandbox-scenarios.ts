export type SandboxScenario = 'completes' | 'fails' | 'silent' | 'provider_error' | 'refused';

/**
 * Test Pix keys of the sandbox payout provider, matched case-insensitively whatever the key type:
 * - `falha.chave@sandbox.repasse.dev`: accepted, then FAILS at settle time with `pix_key_not_found`.
 * - `erro.provedor@sandbox.repasse.dev`: `send` throws PayoutTechnicalError every time (like a 5xx).
 * - `sem.resposta@sandbox.repasse.dev`: accepted and completed at settle time, but its webhook is
 *   never sent: only `status` tells the truth.
 * - `recusa@sandbox.repasse.dev`: `send` throws PayoutRefusedError('invalid_key') at once.
 * - any other key: accepted, completed at settle time, webhook sent.
 */
export const sandboxPayoutScenarios = {
  'falha.chave@sandbox.repasse.dev': 'fails',
  'erro.provedor@sandbox.repasse.dev': 'provider_error',
  'sem.resposta@sandbox.repasse.dev': 'silent',
  'recusa@sandbox.repasse.dev': 'refused',
} as const satisfies Record<string, SandboxScenario>;

export const sandboxFailureReason = 'pix_key_not_found';

export function sandboxScenarioFor(pixKey: string): SandboxScenario {
  const key = pixKey.trim().toLowerCase();
  return Object.hasOwn(sandboxPayoutScenarios, key)
    ? sandboxPayoutScenarios[key as keyof typeof sandboxPayoutScenarios]
    : 'completes';
}

/** How an accepted payout ends once its settle time has come. */
export function sandboxOutcome(scenario: string): {
  status: 'completed' | 'failed';
  failureReason?: string;
} {
  return scenario === 'fails'
    ? { status: 'failed', failureReason: sandboxFailureReason }
    : { status: 'completed' };
}
