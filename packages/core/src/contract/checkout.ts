import { z } from 'zod';
import { paymentMethods } from '../fees/payment-methods.ts';
import { recoveryEvents } from '../states/recovery.ts';
import { transactionStatuses } from '../states/transaction.ts';

/*
 * What the hosted checkout reads from the server, in a module of its own: the buyer's page parses
 * these answers, and importing them from products.ts and recovery-outreach.ts built every schema
 * of those modules, and of charges.ts behind them, on the buyer's phone (docs/performance.md,
 * finding 17). Those modules re-export them.
 */

export const checkoutSchema = z
  .object({
    product: z.object({
      id: z.string().uuid(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.number().int(),
      imageUrl: z.string().nullable(),
    }),
    seller: z.object({ name: z.string() }),
    methods: z.array(z.enum(paymentMethods)),
    instalmentOptions: z.array(
      z.object({
        instalments: z.number().int(),
        total: z.number().int(),
        instalmentValue: z.number().int(),
        firstInstalmentValue: z.number().int(),
      }),
    ),
    testMode: z.boolean(),
    /** The seller's public key of the checkout's mode, for tokenising the card in the browser. */
    publicKey: z.string().nullable(),
  })
  .meta({ id: 'Checkout' });
export type Checkout = z.infer<typeof checkoutSchema>;

/** What the buyer's page may know about their own payment. */
export const checkoutChargeSchema = z
  .object({
    id: z.string().uuid(),
    status: z.enum(transactionStatuses),
    method: z.enum(paymentMethods),
    instalments: z.number().int(),
    buyerTotal: z.number().int(),
    pix: z.object({ brCode: z.string(), expiresAt: z.string() }).nullable(),
    boleto: z.object({ barcode: z.string(), line: z.string(), dueDate: z.string() }).nullable(),
    declineReason: z.string().nullable(),
    testMode: z.boolean(),
  })
  .meta({ id: 'CheckoutCharge' });
export type CheckoutCharge = z.infer<typeof checkoutChargeSchema>;

export const checkoutLeadSchema = z.object({ token: z.string() }).meta({ id: 'CheckoutLead' });
export type CheckoutLead = z.infer<typeof checkoutLeadSchema>;

/**
 * `GET /web/public/recovery/links/:token`: what the checkout reopened from a message needs — the
 * product, the buyer as they filled it, and what to offer: another method than the one that
 * failed, and for a refused card fewer instalments than before.
 */
export const recoveryLinkSchema = z
  .object({
    productId: z.string().uuid(),
    event: z.enum(recoveryEvents),
    buyer: z.object({
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      document: z.string().nullable(),
    }),
    previous: z
      .object({ method: z.enum(['pix', 'card', 'boleto']), instalments: z.number().int() })
      .nullable(),
  })
  .meta({ id: 'RecoveryLink' });
export type RecoveryLink = z.infer<typeof recoveryLinkSchema>;
