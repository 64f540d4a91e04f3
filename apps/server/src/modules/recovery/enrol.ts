import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { buyerPhoneE164 } from '@repasse/core/documents/phone';
import type { Locale } from '@repasse/core/i18n/locale';
import type { RecoveryEvent } from '@repasse/core/states/recovery';
import type { FastifyInstance } from 'fastify';
import { products, recoveryRuns } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';

import {
  chargesToEnrol,
  enabledSequences,
  leadsToEnrol,
  type SequenceRow,
  supersedeRuns,
} from './outreach-queries.ts';

const minuteMs = 60_000;
/** A Pix or a boleto is worth a reminder once the buyer had a few minutes to pay it. */
const chargeSettleMinutes = 5;
/** Nothing older is enrolled: a sequence switched on today does not write to last month's buyers. */
const lookBackMs = 2 * 24 * 60 * minuteMs;

type NewRun = {
  sellerId: string;
  event: RecoveryEvent;
  livemode: boolean;
  leadId?: string;
  chargeId?: string;
  productId: string;
  buyerName: string;
  buyerEmail: string | null;
  buyerPhone: string | null;
  locale: Locale;
  amount: number;
  startedAt: Date;
};

const localeOf = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'pt-BR');

/**
 * Starts a run for each buyer a switched-on sequence should now speak to: leads left without a
 * charge, Pix and boletos not paid, cards refused. A run's first step is due its delay after the
 * event (or at once when that is past); each run replaces the buyer's earlier runs of the same
 * product. Unique indexes make a second enrolment of the same lead or charge a no-op, so two
 * workers may run this at once.
 */
export async function enrolRuns(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const notBefore = new Date(now.getTime() - lookBackMs);
  let enrolled = 0;
  for (const sequence of await enabledSequences(app.db)) {
    const runs =
      sequence.event === 'abandoned_checkout'
        ? await leadRuns(app, sequence, now, notBefore)
        : await chargeRuns(app, sequence, now, notBefore);
    for (const run of runs) if (await startRun(app, sequence, run, now)) enrolled += 1;
  }
  return enrolled;
}

async function leadRuns(
  app: FastifyInstance,
  sequence: SequenceRow,
  now: Date,
  notBefore: Date,
): Promise<NewRun[]> {
  // A checkout is abandoned once its lead has been left alone a while with no charge (5 minutes
  // by default): long enough for a buyer still typing, shorter than any first step would be.
  const idleSince = new Date(now.getTime() - app.config.recovery.leadIdleMs);
  const leads = await leadsToEnrol(app.db, sequence.sellerId, { idleSince, notBefore });
  const runs: NewRun[] = [];
  for (const lead of leads) {
    const [product] = await app.db
      .select({ price: products.price })
      .from(products)
      .where(sellerRow(products, { id: lead.productId, sellerId: lead.sellerId }));
    if (!product) continue;
    runs.push({
      sellerId: lead.sellerId,
      event: 'abandoned_checkout',
      livemode: lead.livemode,
      leadId: lead.id,
      productId: lead.productId,
      buyerName: lead.buyerName,
      buyerEmail: lead.buyerEmail,
      buyerPhone: lead.buyerPhone,
      locale: localeOf(lead.locale),
      amount: product.price,
      startedAt: lead.updatedAt,
    });
  }
  return runs;
}

async function chargeRuns(
  app: FastifyInstance,
  sequence: SequenceRow,
  now: Date,
  notBefore: Date,
): Promise<NewRun[]> {
  const event = sequence.event as Exclude<RecoveryEvent, 'abandoned_checkout'>;
  const settledBy = new Date(
    now.getTime() - (event === 'card_refused' ? 1 : chargeSettleMinutes) * minuteMs,
  );
  const rows = await chargesToEnrol(app.db, sequence.sellerId, event, {
    settledBy,
    notBefore,
    today: saoPauloDay(now),
  });
  return rows.map((row) => ({
    sellerId: sequence.sellerId,
    event,
    livemode: row.livemode,
    chargeId: row.id,
    productId: row.product_id,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email.toLowerCase(),
    buyerPhone: buyerPhoneE164(row.buyer_phone),
    locale: localeOf(row.locale),
    amount: Number(row.buyer_total),
    startedAt: new Date(row.created_at),
  }));
}

async function startRun(
  app: FastifyInstance,
  sequence: SequenceRow,
  run: NewRun,
  now: Date,
): Promise<boolean> {
  const first = sequence.steps[0];
  if (!first) return false;
  const due = new Date(
    Math.max(run.startedAt.getTime() + first.delayMinutes * minuteMs, now.getTime()),
  );
  return app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(recoveryRuns)
      .values({
        ...run,
        status: 'active',
        nextStep: 0,
        nextAt: due,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return false;
    await supersedeRuns(tx, created, now);
    return true;
  });
}
