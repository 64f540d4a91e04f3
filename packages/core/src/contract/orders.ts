import { z } from 'zod';
import { paymentMethods } from '../fees/payment-methods.ts';
import { recoveryEvents, recoveryMessageStatuses } from '../states/recovery.ts';
import { transactionStatuses } from '../states/transaction.ts';
import { pageOf } from './pagination.ts';

/*
 * A charge as its seller reads it (the /v1 Charge, the web's orders list and an order's detail),
 * in a module of its own: the dashboard parses its latest orders as it starts, and charges.ts
 * would build every request and admin schema with them (docs/performance.md, finding 17).
 * charges.ts re-exports them.
 */

export const chargeSchema = z
  .object({
    id: z.string().uuid(),
    object: z.literal('charge'),
    livemode: z.boolean(),
    status: z.enum(transactionStatuses),
    method: z.enum(paymentMethods),
    instalments: z.number().int(),
    description: z.string(),
    amount: z.number().int(),
    buyerTotal: z.number().int(),
    fees: z.object({
      instalmentFee: z.number().int(),
      instalmentFeePayer: z.enum(['buyer', 'seller']),
      sellerFee: z.number().int(),
      net: z.number().int(),
      reserve: z.number().int(),
      platformRevenue: z.number().int(),
      /** Paid to the affiliate out of `net` (0 without one): the seller keeps `net − affiliateCommission`. */
      affiliateCommission: z.number().int(),
    }),
    /** The affiliate the sale is attributed to, fixed when the charge was created. */
    affiliate: z.object({ id: z.string().uuid(), commission: z.number().int() }).nullable(),
    refundedAmount: z.number().int(),
    /** Refunds asked of the acquirer and not confirmed yet (answered 202 when they were made). */
    pendingRefundAmount: z.number().int(),
    customer: z.object({
      name: z.string(),
      email: z.string(),
      document: z.string(),
      phone: z.string().nullable(),
    }),
    card: z.object({ brand: z.string(), lastFour: z.string() }).nullable(),
    pix: z.object({ brCode: z.string(), expiresAt: z.string() }).nullable(),
    boleto: z.object({ barcode: z.string(), line: z.string(), dueDate: z.string() }).nullable(),
    productId: z.string().uuid().nullable(),
    anticipated: z.boolean(),
    recovered: z.boolean(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Charge' });
export type Charge = z.infer<typeof chargeSchema>;

export const chargesPageSchema = pageOf(chargeSchema).extend({
  /**
   * Counting the matching charges stops at the next thousand past the page (docs/performance.md,
   * finding 7): `false` means more than `total` match, and `total` is past the page's end whenever
   * a next page exists.
   */
  totalExact: z.boolean().meta({
    description:
      'false: counting stopped at the next thousand past this page, and more than `total` charges match',
  }),
});
export type ChargesPage = z.infer<typeof chargesPageSchema>;

export const orderDetailSchema = z
  .object({
    charge: chargeSchema,
    timeline: z.array(
      z.object({
        type: z.string(),
        status: z.enum(transactionStatuses),
        amount: z.number().int().nullable(),
        actorType: z.string(),
        note: z.string().nullable(),
        at: z.string(),
      }),
    ),
    attempts: z.array(
      z.object({
        acquirer: z.string().nullable(),
        outcome: z.string(),
        detail: z.string().nullable(),
        at: z.string(),
      }),
    ),
    /**
     * Smart recovery's messages about this order, oldest first: those of its own sequences (Pix
     * or boleto not paid, card refused) and those of the run that won it; `won` marks the one the
     * sale is credited to.
     */
    recovery: z.array(
      z.object({
        id: z.string().uuid(),
        event: z.enum(recoveryEvents),
        step: z.number().int(),
        channel: z.enum(['email', 'sms', 'whatsapp']),
        status: z.enum(recoveryMessageStatuses),
        createdAt: z.string(),
        deliveredAt: z.string().nullable(),
        readAt: z.string().nullable(),
        clickedAt: z.string().nullable(),
        won: z.boolean(),
      }),
    ),
    /** The affiliate the sale is attributed to (their commission is in `charge.fees`). */
    affiliate: z.object({ id: z.string().uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
