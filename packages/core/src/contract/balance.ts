import { z } from 'zod';

/** A key's balances in centavos (`/v1/balance`); a test key's are zero, test mode has no money. */
export const apiBalanceSchema = z.object({
  object: z.literal('balance'),
  livemode: z.boolean(),
  available: z.number().int(),
  pending: z.number().int(),
  reserve: z.number().int(),
  withdrawing: z.number().int(),
  currency: z.literal('brl'),
});
export type ApiBalance = z.infer<typeof apiBalanceSchema>;

/*
 * The seller's balances on the web, here rather than in ledger.ts: the dashboard parses them as it
 * starts, and ledger.ts would build every statement schema with them (docs/performance.md,
 * finding 17). ledger.ts re-exports them.
 */
const cents = z.number().int();
const releaseDay = z.object({ date: z.string(), amount: cents });

export const balanceResponseSchema = z
  .object({
    available: cents,
    pending: cents,
    reserve: cents,
    withdrawing: cents,
    nextPendingReleases: z.array(releaseDay),
    nextReserveReleases: z.array(releaseDay),
  })
  .meta({ id: 'Balance' });
export type BalanceResponse = z.infer<typeof balanceResponseSchema>;
