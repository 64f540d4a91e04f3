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
