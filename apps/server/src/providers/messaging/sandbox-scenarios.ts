export type SandboxMessageScenario = 'refused' | 'unavailable' | 'fails' | 'replies' | 'delivers';
export type SandboxAction = 'deliver' | 'fail' | 'read' | 'reply';

/**
 * Test numbers of the sandbox messaging provider, by the last four digits of the recipient:
 * - `…0000`: `send` throws MessagingRefusedError('invalid_number') at once; nothing is kept.
 * - `…3333`: `send` throws MessagingTechnicalError every time (like a 503); nothing is kept.
 * - `…1111`: accepted (`sent`), then reported `failed` (undelivered).
 * - `…2222`: accepted, reported `delivered`, then the buyer replies `PARE`.
 * - any other number: accepted, reported `delivered` (and then `read` on WhatsApp).
 */
export const sandboxMessagingScenarios = {
  '0000': 'refused',
  '3333': 'unavailable',
  '1111': 'fails',
  '2222': 'replies',
} as const satisfies Record<string, SandboxMessageScenario>;

export const sandboxReplyText = 'PARE';
export const sandboxFailureError = 'undelivered';

export function sandboxScenarioFor(to: string): SandboxMessageScenario {
  const lastFour = to.replace(/\D/g, '').slice(-4);
  return Object.hasOwn(sandboxMessagingScenarios, lastFour)
    ? sandboxMessagingScenarios[lastFour as keyof typeof sandboxMessagingScenarios]
    : 'delivers';
}

/** What happens first to an accepted message. */
export const firstAction = (scenario: string): SandboxAction =>
  scenario === 'fails' ? 'fail' : 'deliver';

/** What follows `action`, or null when the message's story ends there. */
export function actionAfter(
  scenario: string,
  channel: string,
  action: string,
): SandboxAction | null {
  if (action !== 'deliver') return null;
  if (scenario === 'replies') return 'reply';
  // Only WhatsApp reports reads; an SMS ends at delivered.
  return channel === 'whatsapp' ? 'read' : null;
}
