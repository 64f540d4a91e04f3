import { z } from 'zod';
import { recoveryChannels, recoveryEvents } from '../states/recovery.ts';

/*
 * The recovered sales' figures, in a module of their own: the dashboard parses them as it starts,
 * and recovery-outreach.ts would build every outreach schema with them (docs/performance.md,
 * finding 17). recovery-outreach.ts re-exports them.
 */

const outreachFigures = {
  sent: z.number().int(),
  delivered: z.number().int(),
  clicked: z.number().int(),
  failed: z.number().int(),
  recovered: z.number().int(),
  recoveredAmount: z.number().int(),
  cost: z.number().int(),
};

/**
 * `GET /web/recovery/summary`: the period's outreach, by channel and by event. `returnOnCost` is
 * recovered R$ ÷ cost as a decimal string (null without cost).
 */
export const recoverySummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    ...outreachFigures,
    returnOnCost: z.string().nullable(),
    byChannel: z.array(z.object({ channel: z.enum(recoveryChannels), ...outreachFigures })),
    byEvent: z.array(z.object({ event: z.enum(recoveryEvents), ...outreachFigures })),
  })
  .meta({ id: 'RecoverySummary' });
export type RecoverySummary = z.infer<typeof recoverySummarySchema>;
