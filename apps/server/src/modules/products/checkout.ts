import type {
  Checkout,
  CheckoutCharge,
  checkoutChargeRequestSchema,
} from '@repasse/core/contract/products';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { instalmentOptions } from '@repasse/core/fees/sale';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { methodIsActive } from '../acquirers/registry.ts';
import { attributeCheckout } from '../affiliates/attribution.ts';
import { currentFeeProfile, currentPlatformSettings } from '../fees/current.ts';
import { ensurePublicKey } from '../integrations/keys.ts';
import { createCharge } from '../payments/charges.ts';
import { chargeRow, type TransactionRow } from '../payments/queries.ts';
import { simulatePayment } from '../payments/simulate-payment.ts';
import { tieLeadToCharge } from '../recovery/leads.ts';
import { recoveryMessageOfLink } from '../recovery/links.ts';
import { productImageUrl, productWithSeller, refusalNote, toCheckoutCharge } from './queries.ts';

type CheckoutChargeInput = z.output<typeof checkoutChargeRequestSchema>;

/** A product on sale, with its seller; an inactive one is as unknown as a missing one. */
async function activeProduct(app: FastifyInstance, id: string) {
  const row = await productWithSeller(app.db, id);
  if (!row?.product.active) throw notFound();
  return row;
}

async function checkoutChargeOf(
  app: FastifyInstance,
  row: TransactionRow,
): Promise<CheckoutCharge> {
  const declineReason =
    row.status === 'refused' ? ((await refusalNote(app.db, row)) ?? 'generic') : null;
  return toCheckoutCharge(row, declineReason);
}

/** A charge made through a checkout: one that was not is unknown to the public routes. */
async function checkoutChargeRow(app: FastifyInstance, id: string): Promise<TransactionRow> {
  // The buyer's page knows the charge alone: a read across shards.
  const row = await chargeRow(app.db, id, null);
  if (!row?.productId) throw notFound();
  return row;
}

/**
 * A product as its checkout shows it: the methods active on the platform, card instalments with
 * their fees, and the seller's public key of the checkout's mode (live once the seller's documents
 * are approved, test before).
 */
export async function checkoutOf(app: FastifyInstance, productId: string): Promise<Checkout> {
  const { product, seller } = await activeProduct(app, productId);
  const methods: PaymentMethod[] = [];
  for (const method of product.methods as PaymentMethod[])
    if (await methodIsActive(app, method)) methods.push(method);
  const { profile } = await currentFeeProfile(app, seller.id);
  const settings = await currentPlatformSettings(app);
  const options = methods.includes('card')
    ? instalmentOptions(product.price, profile, settings, product.maxInstalments)
    : [];
  const live = seller.documentStatus === 'validate';
  return {
    product: {
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      imageUrl: productImageUrl(product, app.config.publicUrl),
    },
    seller: { name: seller.tradeName },
    methods,
    instalmentOptions: options.map((o) => ({
      instalments: o.instalments,
      total: o.total,
      instalmentValue: o.instalmentValue,
      firstInstalmentValue: o.firstInstalmentValue,
    })),
    testMode: !live,
    publicKey: methods.includes('card')
      ? await ensurePublicKey(app.db, app.clock, seller.id, live ? 'live' : 'test')
      : null,
  };
}

/** A buyer pays for a product, at its price, by a method and instalments the product allows. */
export async function payForProduct(
  app: FastifyInstance,
  productId: string,
  input: CheckoutChargeInput,
  context: { ip: string; visitor: string | null },
): Promise<CheckoutCharge> {
  const { product, seller } = await activeProduct(app, productId);
  if (!product.methods.includes(input.method))
    throw badRequest('payments.method_inactive', { method: 'errors.payments.method_inactive' });
  if (input.instalments > product.maxInstalments)
    throw badRequest('validation', { instalments: 'validation.instalments' });
  const affiliate = await attributeCheckout(app, {
    productId: product.id,
    sellerId: seller.id,
    affiliate: input.affiliate,
    visitor: context.visitor,
    buyer: input.customer,
  });
  const row = await createCharge(
    app,
    seller.id,
    {
      amount: product.price,
      method: input.method,
      instalments: input.instalments,
      description: product.name,
      customer: input.customer,
      ...(input.card ? { card: input.card } : {}),
      productId: product.id,
    },
    {
      livemode: seller.documentStatus === 'validate',
      productId: product.id,
      ip: context.ip,
      affiliate,
      recoveryMessageId: input.recoveryToken
        ? await recoveryMessageOfLink(app.db, product, input.recoveryToken)
        : null,
    },
  );
  if (input.leadToken) await tieLeadToCharge(app.db, product, input.leadToken, row.id);
  return checkoutChargeOf(app, row);
}

/** The buyer's payment as their page polls it. */
export async function checkoutCharge(app: FastifyInstance, id: string): Promise<CheckoutCharge> {
  return checkoutChargeOf(app, await checkoutChargeRow(app, id));
}

/** Test mode only: the sandbox pays the buyer's Pix or boleto, as the buyer paying would. */
export async function simulateCheckoutPayment(
  app: FastifyInstance,
  id: string,
): Promise<CheckoutCharge> {
  const row = await checkoutChargeRow(app, id);
  await simulatePayment(app, row.id, null);
  return checkoutChargeOf(app, (await chargeRow(app.db, row.id, row.sellerId)) ?? row);
}
