import { randomUUID } from 'node:crypto';
import type { Charge, createChargeSchema } from '@repasse/core/contract/charges';
import { commissionOf, referralEnd, referralShareOf } from '@repasse/core/fees/affiliate';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { PlatformSettings } from '@repasse/core/fees/platform-settings';
import { computeSale, type SaleBreakdown } from '@repasse/core/fees/sale';
import { pct } from '@repasse/core/money/percentage';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { isConcurrencyConflict } from '../../db/errors.ts';
import { products } from '../../db/schema.ts';
import type { SellerRow } from '../../db/seller-row.ts';
import { type SellerSettings, sellerSettings } from '../../db/seller-settings.ts';
import { AppError, badRequest, fieldError, forbidden } from '../../http/errors.ts';
import {
  AcquirerTechnicalError,
  type ChargeRequest,
  type ChargeResult,
} from '../../providers/acquirers/types.ts';
import {
  type AcquirerRow,
  acquirersFor,
  adapterFor,
  methodIsActive,
} from '../acquirers/registry.ts';
import type { Attribution } from '../affiliates/attribution.ts';
import { recordCardDecline } from '../cards/card-testing.ts';
import { openCard, type SealedCard, tokenRefusal } from '../cards/charge-card.ts';
import { vaultCard } from '../cards/tokens.ts';
import { currentFeeProfile, currentPlatformSettings } from '../fees/current.ts';
import { normalizePercentage } from '../fees/queries.ts';
import {
  type AnswerToKeep,
  type KeptAnswer,
  keepAnswerSql,
} from '../integrations/idempotency-queries.ts';
import { emitEvent, listensTo } from '../integrations/webhooks.ts';
import { createAccountsOf, planPosting } from '../ledger/post.ts';
import { salePosting } from '../ledger/sales.ts';
import { assertSalesOpen } from '../platform-switches/switches.ts';
import { queuePush, saleApprovedPush } from '../push/notify.ts';
import { breakdownColumns } from './breakdown.ts';
import {
  type Attempt,
  type ClaimedCard,
  completePaidSale,
  finishAttempts,
  openCharge,
} from './charge-statements.ts';
import { holdDiscrepancy } from './discrepancies.ts';
import {
  type Actor,
  lockTransaction,
  markLockedPaid,
  postPaidCharge,
  saleOf,
} from './lifecycle.ts';
import { type TransactionRow, toCharge, updateCharge } from './queries.ts';

type ChargeInput = z.output<typeof createChargeSchema>;

/** What the acquirer charges the platform for a payment of `amount` (its own fee table). */
export function acquirerCostOf(
  acquirer: AcquirerRow,
  method: PaymentMethod,
  instalments: number,
  amount: number,
): number {
  const fee = acquirer.fees[method];
  const instalmentFee =
    method === 'card' && instalments > 1
      ? pct(amount, normalizePercentage(acquirer.fees.instalments[instalments - 1] ?? '0'))
      : 0;
  return pct(amount, normalizePercentage(fee.percentage)) + fee.fixed + instalmentFee;
}

/**
 * The affiliate's commission and the referrer's share a sale pays (docs/money.md §13), fixed
 * with the rest of its breakdown: nothing for a test charge or without either party.
 */
function sharesOf(
  b: SaleBreakdown,
  affiliate: Attribution | null,
  seller: SellerSettings | undefined,
  settings: PlatformSettings,
  now: Date,
) {
  const commission = affiliate ? commissionOf(b.net, affiliate.terms) : 0;
  const referring =
    seller?.referredBy && now < referralEnd(seller.createdAt, settings.referralMonths);
  const share = referring ? referralShareOf(b.sellerFee, settings.referralPercentage) : 0;
  return {
    ...(affiliate && commission > 0
      ? {
          affiliationId: affiliate.affiliationId,
          affiliateId: affiliate.affiliateId,
          affiliateClickId: affiliate.clickId,
          affiliateCommission: commission,
        }
      : {}),
    ...(referring && share > 0 ? { referrerId: seller.referredBy, referralShare: share } : {}),
  };
}

async function ownsProduct(app: FastifyInstance, sellerId: string, productId: string) {
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
  return Boolean(row);
}

type ChargeOptions = {
  livemode: boolean;
  productId?: string | null;
  ip?: string | null;
  /** The recovery message whose link the buyer paid through (the hosted checkout's). */
  recoveryMessageId?: string | null;
  /** The affiliate the hosted checkout credits the sale to, with the terms of their click. */
  affiliate?: Attribution | null;
};

/**
 * Creates a charge and sends it to the acquirers of its method in order, falling back to the next
 * on a technical failure only — a declined card is an answer, never retried elsewhere.
 */
export async function createCharge(
  app: FastifyInstance,
  sellerId: string,
  input: ChargeInput,
  options: ChargeOptions,
): Promise<TransactionRow> {
  return (await makeCharge(app, sellerId, input, options, null)).row;
}

/** `createCharge`, keeping `answer` with the charge's outcome: the answer kept, if it was. */
async function makeCharge(
  app: FastifyInstance,
  sellerId: string,
  input: ChargeInput,
  options: ChargeOptions,
  answer: AnswerToKeep<TransactionRow> | null,
): Promise<{ row: TransactionRow; kept: KeptAnswer | null }> {
  const method = input.method;
  await assertSalesOpen(app);
  if (!(await methodIsActive(app, method)))
    throw badRequest('payments.method_inactive', { method: 'errors.payments.method_inactive' });
  const user = await sellerSettings(app, sellerId);
  if (options.livemode && user?.documentStatus !== 'validate')
    throw forbidden('payments.live_disabled');

  const productId = options.productId ?? input.productId ?? null;
  // A product named in the body must be the caller's own: another seller's id is as unknown as none.
  if (input.productId && !options.productId && !(await ownsProduct(app, sellerId, input.productId)))
    throw new AppError('not_found', { productId: 'errors.not_found' });

  const settings = await currentPlatformSettings(app);
  const { profile } = await currentFeeProfile(app, sellerId);
  const now = app.clock.now();
  const sale = computeSale({
    price: input.amount,
    method,
    instalments: input.instalments,
    profile,
    settings,
    paidAt: now,
  });
  if (!sale.ok)
    throw fieldError(sale.error, 'amount', {
      minimum: { cents: settings.minimumCharge },
      maximum: { cents: settings.maximumCharge },
    });
  const b = sale.breakdown;
  const shares = sharesOf(b, options.affiliate ?? null, user, settings, now);
  const tokenId =
    method === 'card' && input.card
      ? await cardTokenOf(app, sellerId, input.card, {
          livemode: options.livemode,
          rawCardAllowed: user?.rawCardAllowed ?? false,
          ip: options.ip ?? null,
        })
      : null;

  const opened = await openCharge(
    app.database,
    {
      id: randomUUID(),
      sellerId,
      productId,
      livemode: options.livemode,
      method,
      instalments: input.instalments,
      description: input.description,
      ...breakdownColumns(b, {
        releaseDays: profile.releaseDays[method],
        reserveDays: settings.reserveDays,
      }),
      buyerEmail: input.customer.email,
      buyerName: input.customer.name,
      buyerDocument: input.customer.document,
      buyerPhone: input.customer.phone || null,
      metadata: input.metadata ?? null,
      ...(options.recoveryMessageId ? { recoveryMessageId: options.recoveryMessageId } : {}),
      ...shares,
      createdAt: now,
      updatedAt: now,
    },
    {
      type: 'created',
      status: 'pending',
      amount: b.buyerTotal,
      actorType: 'buyer',
      createdAt: now,
    },
    tokenId ? { id: tokenId, sellerId, livemode: options.livemode } : null,
  );
  if (!opened)
    throw await tokenRefusal(app, app.db, tokenId ?? '', { sellerId, livemode: options.livemode });
  const { row: created, card: token } = opened;

  const candidates = await acquirersFor(app, sellerId, method);
  const attempts: Attempt[] = [];
  const routed = await routeCharge(app, candidates, token, attempts, {
    reference: created.id,
    livemode: options.livemode,
    method,
    amount: b.buyerTotal,
    instalments: input.instalments,
    description: input.description,
    customer: {
      name: input.customer.name,
      email: input.customer.email,
      document: input.customer.document,
      phone: input.customer.phone || null,
    },
  });
  const outcome = { charge: created, token, attempts, routed, input };
  const sold = await sellInOneStatement(app, outcome, answer);
  if (sold) return sold;
  return await app.db.transaction(async (tx) => {
    const row = await recordOutcome(app, tx, { ...outcome, candidates });
    if (!answer) return { row, kept: null };
    const kept = { ...answer.record, body: answer.shape(row) };
    await tx.execute(keepAnswerSql(kept));
    return { row, kept };
  });
}

/** What a charge keeps of the acquirer's answer: who holds the money, under which reference. */
function acquirerChanges(
  charge: TransactionRow,
  token: ClaimedCard | null,
  used: AcquirerRow,
  result: ChargeResult,
  input: ChargeInput,
): Partial<TransactionRow> {
  // The token's summary was kept when the charge was made; an acquirer's only fills a gap.
  const card =
    !token && 'card' in result && result.card
      ? { cardBrand: result.card.brand, cardLastFour: result.card.lastFour }
      : {};
  // What the buyer pays with, when the acquirer answered a Pix code or a boleto to pay later.
  const instructions =
    result.status === 'pending'
      ? {
          pixBrCode: result.pix?.brCode ?? null,
          pixExpiresAt: result.pix?.expiresAt ?? null,
          boletoBarcode: result.boleto?.barcode ?? null,
          boletoLine: result.boleto?.linhaDigitavel ?? null,
          boletoDueDate: result.boleto?.dueDate ?? null,
        }
      : {};
  return {
    acquirerId: used.id,
    acquirerReference: result.acquirerReference,
    acquirerCost: acquirerCostOf(used, charge.method, input.instalments, charge.buyerTotal),
    ...card,
    ...instructions,
  };
}

/**
 * A live card sale the acquirer paid, for a seller no webhook endpoint listens to `charge.paid`
 * for (the queue's job is sent in the transaction, so those take the transaction below): the
 * whole outcome in one statement (`completePaidSale`). Answers nothing when it does not apply or
 * did not write, and the transaction below takes over from the same state.
 */
async function sellInOneStatement(
  app: FastifyInstance,
  outcome: {
    charge: TransactionRow;
    token: ClaimedCard | null;
    attempts: Attempt[];
    routed: { result: ChargeResult | null; used: AcquirerRow | null };
    input: ChargeInput;
  },
  answer: AnswerToKeep<TransactionRow> | null,
): Promise<{ row: TransactionRow; kept: KeptAnswer | null } | undefined> {
  const { charge, token, routed } = outcome;
  const { result, used } = routed;
  if (!result || !used || result.status !== 'paid' || !charge.livemode) return undefined;
  if (await listensTo(app, charge.sellerId, 'charge.paid')) return undefined;
  const now = app.clock.now();
  const changes = { ...acquirerChanges(charge, token, used, result, outcome.input), paidAt: now };
  const paid = { ...charge, ...changes };
  const posting = planPosting(salePosting(saleOf(paid, now)), now);
  // Shaped before the statement writes the charge it shows: what the statement sets is known.
  const kept = answer && {
    ...answer.record,
    body: answer.shape({ ...paid, status: 'paid', updatedAt: now }),
  };
  const event = { type: 'paid', status: 'paid' as const, actorType: 'acquirer', createdAt: now };
  for (const round of [1, 2]) {
    const written = await completePaidSale(
      app.database,
      { id: charge.id, sellerId: charge.sellerId },
      outcome.attempts,
      changes,
      event,
      posting,
      kept,
    ).catch((error: unknown) => {
      // Met another path on the same rows: the transaction below runs it the usual way.
      if (isConcurrencyConflict(error)) return { row: undefined, complete: true };
      throw error;
    });
    if (written.row) {
      if (answer && kept && verifying) assertAnswerOf(written.row, kept, answer);
      await pushSaleApproved(app, written.row);
      return { row: written.row, kept };
    }
    if (written.complete || round === 2) return undefined;
    await createAccountsOf(app.db, posting);
  }
  return undefined;
}

/**
 * Under the test runner, the answer shaped before the sale's statement must be the one its
 * written row shapes: every test of a paid /v1 sale proves the prediction.
 */
const verifying = process.env.VITEST === 'true';
function assertAnswerOf(
  row: TransactionRow,
  kept: KeptAnswer,
  answer: AnswerToKeep<TransactionRow>,
) {
  if (answer.shape(row) !== kept.body)
    throw new Error(`the answer kept differs from the sale written: ${kept.body}`);
}

/**
 * The seller's push for a sale paid in one statement, which has no transaction to send the job
 * in: it is asked right after the statement committed. The sale is done by then, so a failure
 * here is logged and swallowed (the push is lost, the sale never is). A seller without a device
 * costs nothing: whether one exists is read from memory (read cache), so the one-statement path
 * keeps its round trips; the provider is only ever called by the job.
 */
async function pushSaleApproved(app: FastifyInstance, paid: TransactionRow): Promise<void> {
  try {
    await queuePush(app, app.db, saleApprovedPush(paid));
  } catch (error) {
    app.log.error({ err: error, chargeId: paid.id }, 'sale approved push not queued');
  }
}

/**
 * What the acquirers answered, written in the charge's final transaction: the attempts, the
 * security code destroyed (it served them all, fallbacks included), the acquirer's reference and
 * cost, and the charge paid, refused, errored or left pending with the buyer's instructions.
 */
async function recordOutcome(
  app: FastifyInstance,
  tx: Tx,
  outcome: {
    charge: TransactionRow;
    token: ClaimedCard | null;
    attempts: Attempt[];
    candidates: AcquirerRow[];
    routed: { result: ChargeResult | null; used: AcquirerRow | null };
    input: ChargeInput;
  },
): Promise<TransactionRow> {
  const { charge, token, attempts, routed, input } = outcome;
  const { result, used } = routed;
  const now = app.clock.now();
  const finish = (
    changes: Partial<TransactionRow>,
    to: { status: TransactionStatus; actor: Actor; note?: string } | null,
  ) =>
    finishAttempts(
      tx,
      { id: charge.id, sellerId: charge.sellerId },
      attempts,
      changes,
      to && {
        status: to.status,
        event: {
          type: to.status,
          status: to.status,
          actorType: to.actor.type,
          note: to.note ?? null,
          createdAt: now,
        },
      },
      now,
    );

  if (!result || !used) {
    const note = outcome.candidates.length ? 'all_acquirers_failed' : 'no_acquirer';
    const errored = await finish({}, { status: 'error', actor: { type: 'system' }, note });
    return errored ?? (await lockTransaction(tx, charge));
  }
  const changes = acquirerChanges(charge, token, used, result, input);
  const sellerId = charge.sellerId;
  if (result.status === 'declined') {
    const refused = await finish(changes, {
      status: 'refused',
      actor: { type: 'acquirer' },
      note: result.reason,
    });
    if (!refused) return noLongerPending(app, tx, charge, changes);
    if (token?.apiKeyId) await recordCardDecline(app, tx, token.apiKeyId, sellerId);
    await emitEvent(app, tx, sellerId, 'charge.refused', toCharge(refused));
    return refused;
  }
  if (result.status === 'paid') {
    const paid = await finish(
      { ...changes, paidAt: now },
      { status: 'paid', actor: { type: 'acquirer' } },
    );
    if (paid) return (await postPaidCharge(app, tx, paid, now)).row;
    const row = await noLongerPending(app, tx, charge, changes, true);
    return (await markLockedPaid(app, tx, row, { type: 'acquirer' })).row;
  }
  const pending = await finish(changes, null);
  if (!pending) return noLongerPending(app, tx, charge, changes);
  await emitEvent(app, tx, sellerId, 'charge.generated', toCharge(pending));
  return pending;
}

/** A charge made through /v1, answered as the API shows charges (a new one is never anticipated). */
export async function createApiCharge(
  app: FastifyInstance,
  sellerId: string,
  input: ChargeInput,
  options: {
    livemode: boolean;
    ip: string | null;
    /** Where the request's idempotent answer is kept, and how the route shapes a charge. */
    answer: AnswerToKeep<Charge> | null;
  },
): Promise<{ charge: Charge; kept: KeptAnswer | null }> {
  const { answer, ...rest } = options;
  const keeping = answer && {
    record: answer.record,
    shape: (row: TransactionRow) => answer.shape(toCharge(row)),
  };
  const { row, kept } = await makeCharge(app, sellerId, input, rest, keeping);
  return { charge: toCharge(row), kept };
}

/**
 * A charge that left pending while its acquirers were called (an admin, a job): it still keeps
 * who holds the buyer's money and under which reference, so reconciliation can find it.
 */
async function noLongerPending(
  app: FastifyInstance,
  tx: Tx,
  charge: SellerRow,
  changes: Partial<TransactionRow>,
  paid = false,
): Promise<TransactionRow> {
  const current = await lockTransaction(tx, charge);
  // Another acquirer's payment notice overtook this answer and took the charge (after this one
  // had failed it technically, acquirer-events.ts): the sale is that one's. A payment here too
  // charged the buyer twice, outside the ledger: held for review, never posted.
  if (current.acquirerId !== null && current.acquirerId !== changes.acquirerId) {
    if (paid)
      await holdDiscrepancy(app, tx, {
        acquirerId: changes.acquirerId ?? null,
        transactionId: charge.id,
        sellerId: charge.sellerId,
        // An answer has no event id: its reference is what that acquirer's dashboard finds.
        eventId: changes.acquirerReference ?? null,
        eventType: 'paid',
        reason: 'paid_twice',
        reportedAmount: current.buyerTotal,
        expectedAmount: null,
      });
    return current;
  }
  return updateCharge(tx, charge, changes);
}

/**
 * Sends the charge to the acquirers in order, falling back on technical failures only; each
 * attempt opens the sealed card for that call alone, and is noted in `attempts` for the final
 * transaction to write.
 */
async function routeCharge(
  app: FastifyInstance,
  candidates: AcquirerRow[],
  sealed: SealedCard | null,
  attempts: Attempt[],
  request: Omit<ChargeRequest, 'card'>,
): Promise<{ result: ChargeResult | null; used: AcquirerRow | null }> {
  for (const acquirer of candidates) {
    try {
      const card = sealed ? openCard(app, sealed) : undefined;
      const result = await adapterFor(app, acquirer).charge({
        ...request,
        ...(card ? { card } : {}),
      });
      attempts.push({
        acquirerId: acquirer.id,
        outcome: result.status === 'declined' ? `declined:${result.reason}` : result.status,
        at: app.clock.now(),
      });
      return { result, used: acquirer };
    } catch (error) {
      if (!(error instanceof AcquirerTechnicalError)) throw error;
      attempts.push({
        acquirerId: acquirer.id,
        outcome: 'technical_error',
        detail: error.message.slice(0, 300),
        at: app.clock.now(),
      });
    }
  }
  return { result: null, used: null };
}

/**
 * The token the charge pays with: the one given, or for raw card data (only from sellers an
 * admin allowed to send it) a token the platform makes at once, so raw data too goes through
 * the vault and nowhere else.
 */
async function cardTokenOf(
  app: FastifyInstance,
  sellerId: string,
  card: NonNullable<ChargeInput['card']>,
  options: { livemode: boolean; rawCardAllowed: boolean; ip: string | null },
): Promise<string> {
  if ('token' in card) return card.token;
  if (!options.rawCardAllowed)
    throw new AppError('card.raw_not_allowed', { card: 'errors.card.raw_not_allowed' });
  const vaulted = await vaultCard(
    app,
    { sellerId, livemode: options.livemode, keyId: null, ip: options.ip },
    card,
  );
  return vaulted.id;
}
