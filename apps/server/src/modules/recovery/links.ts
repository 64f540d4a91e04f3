import type { RecoveryLink, RecoveryOptOut } from '@repasse/core/contract/recovery-outreach';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import {
  products,
  recoveryLeads,
  recoveryMessages,
  recoveryOptOuts,
  recoveryRuns,
  transactions,
  users,
} from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { notFound } from '../../http/errors.ts';
import { addOptOuts } from './outreach-queries.ts';

/**
 * The buyer opened a message's recovery link: the click is counted (once), and the checkout gets
 * what to prefill and what to offer. A link of a product no longer on sale is unknown.
 */
export async function openRecoveryLink(app: FastifyInstance, token: string): Promise<RecoveryLink> {
  const [row] = await app.db
    .select({ message: recoveryMessages, run: recoveryRuns, active: products.active })
    .from(recoveryMessages)
    .innerJoin(
      recoveryRuns,
      sellerRow(recoveryRuns, { id: recoveryMessages.runId, sellerId: recoveryMessages.sellerId }),
    )
    .innerJoin(
      products,
      sellerRow(products, { id: recoveryRuns.productId, sellerId: recoveryRuns.sellerId }),
    )
    .where(eq(recoveryMessages.linkToken, token));
  if (!row) return openLeadLink(app, token);
  if (!row.active) throw notFound();
  const now = app.clock.now();
  await app.db
    .update(recoveryMessages)
    .set({ clickedAt: now, updatedAt: now })
    .where(and(sellerRow(recoveryMessages, row.message), isNull(recoveryMessages.clickedAt)));
  const [charge] = row.run.chargeId
    ? await app.db
        .select({
          method: transactions.method,
          instalments: transactions.instalments,
          document: transactions.buyerDocument,
          phone: transactions.buyerPhone,
        })
        .from(transactions)
        .where(
          and(
            eq(transactions.id, row.run.chargeId),
            eq(transactions.sellerId, row.message.sellerId),
          ),
        )
    : [];
  return {
    productId: row.run.productId,
    event: row.run.event,
    buyer: {
      name: row.run.buyerName,
      email: row.run.buyerEmail,
      phone: charge?.phone ?? row.run.buyerPhone,
      document: charge?.document ?? null,
    },
    previous: charge ? { method: charge.method, instalments: charge.instalments } : null,
  };
}

/**
 * The checkout link of the abandonment report, which the seller sends by hand: the lead's own
 * token reopens it prefilled, with no message to credit.
 */
async function openLeadLink(app: FastifyInstance, token: string): Promise<RecoveryLink> {
  const [lead] = await app.db
    .select({ lead: recoveryLeads, active: products.active })
    .from(recoveryLeads)
    .innerJoin(
      products,
      sellerRow(products, { id: recoveryLeads.productId, sellerId: recoveryLeads.sellerId }),
    )
    .where(eq(recoveryLeads.token, token));
  if (!lead?.active) throw notFound();
  return {
    productId: lead.lead.productId,
    event: 'abandoned_checkout',
    buyer: {
      name: lead.lead.buyerName,
      email: lead.lead.buyerEmail,
      phone: lead.lead.buyerPhone,
      document: null,
    },
    previous: null,
  };
}

async function optOutSubject(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select({
      sellerId: recoveryMessages.sellerId,
      recipient: recoveryMessages.recipient,
      email: recoveryRuns.buyerEmail,
      phone: recoveryRuns.buyerPhone,
      tradeName: users.tradeName,
      fullName: users.fullName,
    })
    .from(recoveryMessages)
    .innerJoin(
      recoveryRuns,
      sellerRow(recoveryRuns, { id: recoveryMessages.runId, sellerId: recoveryMessages.sellerId }),
    )
    .innerJoin(users, eq(users.id, recoveryMessages.sellerId))
    .where(eq(recoveryMessages.optOutToken, token));
  if (!row) throw notFound();
  return row;
}

/** The opt-out page: whose messages the buyer would stop, and whether they already did. */
export async function optOutStatus(app: FastifyInstance, token: string): Promise<RecoveryOptOut> {
  const subject = await optOutSubject(app, token);
  const [done] = await app.db
    .select({ contact: recoveryOptOuts.contact })
    .from(recoveryOptOuts)
    .where(
      and(
        eq(recoveryOptOuts.sellerId, subject.sellerId),
        eq(recoveryOptOuts.contact, subject.recipient),
      ),
    );
  return { sellerName: subject.tradeName || subject.fullName, optedOut: done !== undefined };
}

/**
 * The buyer stops this seller's messages: every contact the seller has for them (the one the
 * message went to, and the run's email and phone), and their runs of this seller stop.
 */
export async function optOut(app: FastifyInstance, token: string): Promise<RecoveryOptOut> {
  const subject = await optOutSubject(app, token);
  await app.db.transaction((tx) =>
    addOptOuts(
      tx,
      subject.sellerId,
      [subject.recipient, subject.email, subject.phone],
      'link',
      app.clock.now(),
    ),
  );
  return { sellerName: subject.tradeName || subject.fullName, optedOut: true };
}

/** The message whose link a checkout charge came through, when it is of that product. */
export async function recoveryMessageOfLink(
  db: DbOrTx,
  product: SellerRow,
  token: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: recoveryMessages.id })
    .from(recoveryMessages)
    .innerJoin(
      recoveryRuns,
      sellerRow(recoveryRuns, { id: recoveryMessages.runId, sellerId: recoveryMessages.sellerId }),
    )
    .where(
      and(
        eq(recoveryMessages.linkToken, token),
        eq(recoveryRuns.productId, product.id),
        eq(recoveryMessages.sellerId, product.sellerId),
      ),
    );
  return row?.id ?? null;
}
