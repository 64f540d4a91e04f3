import { pageWindow } from '@repasse/core/contract/pagination';
import { recoveryChannels } from '@repasse/core/contract/recovery';
import type {
  AdminRecoveryMessagePage,
  AdminRecoveryMessagesQuery,
  RecoveryLeadPage,
  RecoveryLeadsQuery,
  RecoveryMessage,
  RecoveryMessagePage,
  RecoveryMessagesQuery,
  RecoveryPause,
  RecoveryRunPage,
  RecoveryRunsQuery,
  RecoverySummary,
  RecoverySummaryQuery,
} from '@repasse/core/contract/recovery-outreach';
import { centsFromSql } from '@repasse/core/money/limits';
import { recoveryEvents } from '@repasse/core/states/recovery';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { recoverySellerState } from '../../db/schema.ts';
import { recoveryLinkUrl } from './urls.ts';

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

/** A São Paulo day range on a timestamp column, either end optional. */
function daysOf(column: string, from?: string, to?: string): SQL {
  const parts: SQL[] = [];
  if (from)
    parts.push(
      sql`${sql.raw(column)} >= (${from}::date::timestamp at time zone 'America/Sao_Paulo')`,
    );
  if (to)
    parts.push(
      sql`${sql.raw(column)} < ((${to}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`,
    );
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

type MessageSqlRow = Record<string, unknown>;

const messageColumns = sql`m.id, m.created_at, m.livemode, r.event, m.step, m.channel, m.recipient,
  m.subject, m.body, m.status, m.price, m.refunded, m.error, m.sent_at, m.delivered_at, m.read_at,
  m.clicked_at, m.run_id, r.buyer_name, p.name as product_name, m.seller_id,
  (select t.id from transactions t
    where t.recovery_message_id = m.id and t.seller_id = m.seller_id and t.recovered limit 1)
    as recovered_charge_id`;

function toMessage(row: MessageSqlRow): RecoveryMessage {
  return {
    id: String(row.id),
    createdAt: iso(row.created_at) as string,
    livemode: Boolean(row.livemode),
    event: row.event as RecoveryMessage['event'],
    step: Number(row.step),
    channel: row.channel as RecoveryMessage['channel'],
    recipient: String(row.recipient),
    subject: (row.subject as string | null) ?? null,
    body: String(row.body),
    status: row.status as RecoveryMessage['status'],
    price: centsFromSql(row.price as string),
    refunded: Boolean(row.refunded),
    error: (row.error as string | null) ?? null,
    sentAt: iso(row.sent_at),
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
    clickedAt: iso(row.clicked_at),
    runId: String(row.run_id),
    buyerName: String(row.buyer_name),
    productName: String(row.product_name),
    recoveredChargeId: (row.recovered_charge_id as string | null) ?? null,
  };
}

async function messagesPage(
  app: FastifyInstance,
  conditions: SQL[],
  page: RecoveryMessagesQuery | AdminRecoveryMessagesQuery,
  withSeller: boolean,
) {
  const { limit, offset } = pageWindow(page);
  const where = and(conditions);
  const from = sql`recovery_messages m
    join recovery_runs r on r.id = m.run_id and r.seller_id = m.seller_id
    join products p on p.id = r.product_id and p.seller_id = r.seller_id
    ${withSeller ? sql`join users u on u.id = m.seller_id` : sql``}`;
  const rows = rowsOf<MessageSqlRow>(
    await app.db.execute(sql`
      select ${messageColumns}
        ${withSeller ? sql`, coalesce(nullif(u.trade_name, ''), u.full_name) as seller_name` : sql``}
      from ${from} where ${where}
      order by m.created_at desc, m.id desc
      limit ${limit ?? null} offset ${offset}`),
  );
  const [counted] = rowsOf<{ total: string }>(
    await app.db.execute(sql`select count(*)::text as total from ${from} where ${where}`),
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

/** The seller's messages, newest first; only their own. */
export async function listSellerMessages(
  app: FastifyInstance,
  sellerId: string,
  query: RecoveryMessagesQuery,
): Promise<RecoveryMessagePage> {
  const conditions = [sql`m.seller_id = ${sellerId}`, daysOf('m.created_at', query.from, query.to)];
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (query.channel) conditions.push(sql`m.channel = ${query.channel}`);
  if (query.event) conditions.push(sql`r.event = ${query.event}`);
  if (query.runId) conditions.push(sql`m.run_id = ${query.runId}`);
  const { rows, total } = await messagesPage(app, conditions, query, false);
  return pageOf(query, rows.map(toMessage), total);
}

/** Admin → Management → Recovery: every seller's messages. */
export async function listAdminMessages(
  app: FastifyInstance,
  query: AdminRecoveryMessagesQuery,
): Promise<AdminRecoveryMessagePage> {
  const conditions = [daysOf('m.created_at', query.from, query.to)];
  if (query.status) conditions.push(sql`m.status = ${query.status}`);
  if (query.channel) conditions.push(sql`m.channel = ${query.channel}`);
  if (query.sellerId) conditions.push(sql`m.seller_id = ${query.sellerId}`);
  const { rows, total } = await messagesPage(app, conditions, query, true);
  return pageOf(
    query,
    rows.map((row) => ({
      ...toMessage(row),
      sellerId: String(row.seller_id),
      sellerName: String(row.seller_name),
    })),
    total,
  );
}

/** The seller's runs (the abandonment report among them), newest first. */
export async function listSellerRuns(
  app: FastifyInstance,
  sellerId: string,
  query: RecoveryRunsQuery,
): Promise<RecoveryRunPage> {
  const { limit, offset } = pageWindow(query);
  const conditions = [sql`r.seller_id = ${sellerId}`, daysOf('r.created_at', query.from, query.to)];
  if (query.event) conditions.push(sql`r.event = ${query.event}`);
  if (query.status) conditions.push(sql`r.status = ${query.status}`);
  if (query.recovered === 'true') conditions.push(sql`r.recovered_charge_id is not null`);
  if (query.recovered === 'false') conditions.push(sql`r.recovered_charge_id is null`);
  const where = and(conditions);
  const rows = rowsOf<Record<string, unknown>>(
    await app.db.execute(sql`
      select r.id, r.created_at, r.livemode, r.event, r.status, r.stop_reason, r.buyer_name,
        r.buyer_email, r.buyer_phone, r.product_id, p.name as product_name, r.amount, r.charge_id,
        r.next_step, r.next_at, r.recovered_charge_id, t.buyer_total as recovered_amount,
        (select count(*) from recovery_messages m
          where m.run_id = r.id and m.seller_id = r.seller_id and m.status <> 'failed')
          as messages_sent,
        (select m.link_token from recovery_messages m
          where m.run_id = r.id and m.seller_id = r.seller_id
          order by m.created_at desc limit 1) as link_token
      from recovery_runs r join products p on p.id = r.product_id and p.seller_id = r.seller_id
      left join transactions t on t.id = r.recovered_charge_id and t.seller_id = r.seller_id
      where ${where}
      order by r.created_at desc, r.id desc
      limit ${limit ?? null} offset ${offset}`),
  );
  const [counted] = rowsOf<{ total: string }>(
    await app.db.execute(sql`select count(*)::text as total from recovery_runs r where ${where}`),
  );
  const going = (status: unknown) => status === 'active' || status === 'paused';
  return pageOf(
    query,
    rows.map((row) => ({
      id: String(row.id),
      createdAt: iso(row.created_at) as string,
      livemode: Boolean(row.livemode),
      event: row.event as RecoveryRunPage['items'][number]['event'],
      status: row.status as RecoveryRunPage['items'][number]['status'],
      stopReason: (row.stop_reason as RecoveryRunPage['items'][number]['stopReason']) ?? null,
      buyerName: String(row.buyer_name),
      buyerEmail: (row.buyer_email as string | null) ?? null,
      buyerPhone: (row.buyer_phone as string | null) ?? null,
      productId: String(row.product_id),
      productName: String(row.product_name),
      amount: centsFromSql(row.amount as string),
      chargeId: (row.charge_id as string | null) ?? null,
      messagesSent: Number(row.messages_sent),
      nextStep: going(row.status) ? Number(row.next_step) : null,
      nextAt: going(row.status) ? iso(row.next_at) : null,
      recoveryUrl: row.link_token
        ? recoveryLinkUrl(app, String(row.product_id), String(row.link_token))
        : null,
      recoveredChargeId: (row.recovered_charge_id as string | null) ?? null,
      recoveredAmount:
        row.recovered_amount === null || row.recovered_amount === undefined
          ? null
          : centsFromSql(row.recovered_amount as string),
    })),
    Number(counted?.total ?? 0),
  );
}

/**
 * The abandonment report: the seller's leads left without a charge for longer than a buyer still
 * typing would (`RECOVERY_LEAD_IDLE_SECONDS`), newest first, whether a sequence speaks to them or
 * not.
 */
export async function listSellerLeads(
  app: FastifyInstance,
  sellerId: string,
  query: RecoveryLeadsQuery,
): Promise<RecoveryLeadPage> {
  const { limit, offset } = pageWindow(query);
  const idleSince = new Date(app.clock.now().getTime() - app.config.recovery.leadIdleMs);
  const where = and([
    sql`l.seller_id = ${sellerId}`,
    sql`l.charge_id is null`,
    sql`l.updated_at <= ${idleSince.toISOString()}::timestamptz`,
    daysOf('l.updated_at', query.from, query.to),
  ]);
  const rows = rowsOf<Record<string, unknown>>(
    await app.db.execute(sql`
      select l.id, l.token, l.created_at, l.updated_at, l.livemode, l.buyer_name, l.buyer_email,
        l.buyer_phone, l.product_id, p.name as product_name, p.price,
        (select r.id from recovery_runs r where r.lead_id = l.id and r.seller_id = l.seller_id)
          as run_id
      from recovery_leads l join products p on p.id = l.product_id and p.seller_id = l.seller_id
      where ${where}
      order by l.updated_at desc, l.id desc
      limit ${limit ?? null} offset ${offset}`),
  );
  const [counted] = rowsOf<{ total: string }>(
    await app.db.execute(sql`select count(*)::text as total from recovery_leads l where ${where}`),
  );
  return pageOf(
    query,
    rows.map((row) => ({
      id: String(row.id),
      createdAt: iso(row.created_at) as string,
      lastSeenAt: iso(row.updated_at) as string,
      livemode: Boolean(row.livemode),
      buyerName: String(row.buyer_name),
      buyerEmail: (row.buyer_email as string | null) ?? null,
      buyerPhone: (row.buyer_phone as string | null) ?? null,
      productId: String(row.product_id),
      productName: String(row.product_name),
      amount: centsFromSql(row.price as string),
      runId: (row.run_id as string | null) ?? null,
      checkoutUrl: recoveryLinkUrl(app, String(row.product_id), String(row.token)),
    })),
    Number(counted?.total ?? 0),
  );
}

type Figures = Omit<RecoverySummary['byChannel'][number], 'channel'>;
const emptyFigures = (): Figures => ({
  sent: 0,
  delivered: 0,
  clicked: 0,
  failed: 0,
  recovered: 0,
  recoveredAmount: 0,
  cost: 0,
});

/**
 * The period's outreach (messages written in it, São Paulo days): sent, delivered, clicked,
 * failed, what it cost (prices less what was given back), and the sales it won with their value,
 * by channel and by event. Return on cost is recovered R$ per R$ spent.
 */
export async function outreachSummary(
  app: FastifyInstance,
  sellerId: string,
  query: RecoverySummaryQuery,
): Promise<RecoverySummary> {
  const rows = rowsOf<Record<string, unknown>>(
    await app.db.execute(sql`
      select m.channel, r.event,
        count(*) filter (where m.status in ('sent', 'delivered', 'read')) as sent,
        count(*) filter (where m.status in ('delivered', 'read')) as delivered,
        count(*) filter (where m.clicked_at is not null) as clicked,
        count(*) filter (where m.status = 'failed') as failed,
        coalesce(sum(m.price) filter (where not m.refunded), 0) as cost,
        count(t.id) as recovered, coalesce(sum(t.buyer_total), 0) as recovered_amount
      from recovery_messages m join recovery_runs r on r.id = m.run_id and r.seller_id = m.seller_id
      left join transactions t
        on t.recovery_message_id = m.id and t.seller_id = m.seller_id and t.recovered
      where m.seller_id = ${sellerId} and ${daysOf('m.created_at', query.from, query.to)}
      group by m.channel, r.event`),
  );
  const total = emptyFigures();
  const byChannel = new Map(recoveryChannels.map((channel) => [channel, emptyFigures()]));
  const byEvent = new Map(recoveryEvents.map((event) => [event, emptyFigures()]));
  for (const row of rows) {
    const figures: Figures = {
      sent: Number(row.sent),
      delivered: Number(row.delivered),
      clicked: Number(row.clicked),
      failed: Number(row.failed),
      recovered: Number(row.recovered),
      recoveredAmount: centsFromSql(row.recovered_amount as string),
      cost: centsFromSql(row.cost as string),
    };
    for (const into of [
      total,
      byChannel.get(row.channel as RecoverySummary['byChannel'][number]['channel']),
      byEvent.get(row.event as RecoverySummary['byEvent'][number]['event']),
    ])
      if (into)
        for (const key of Object.keys(figures) as (keyof Figures)[]) into[key] += figures[key];
  }
  return {
    from: query.from,
    to: query.to,
    ...total,
    returnOnCost: total.cost > 0 ? ratioText(total.recoveredAmount, total.cost) : null,
    byChannel: [...byChannel].map(([channel, figures]) => ({ channel, ...figures })),
    byEvent: [...byEvent].map(([event, figures]) => ({ event, ...figures })),
  };
}

/** a ÷ b with two decimals, rounded half up, in integers (amounts never pass through floats). */
export function ratioText(a: number, b: number): string {
  const hundredths = (BigInt(a) * 200n + BigInt(b)) / (2n * BigInt(b));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/** Whether outreach waits for a top-up, and how many runs wait with it. */
export async function outreachPause(
  app: FastifyInstance,
  sellerId: string,
): Promise<RecoveryPause> {
  const [state] = await app.db
    .select({ pausedSince: recoverySellerState.pausedSince })
    .from(recoverySellerState)
    .where(eq(recoverySellerState.sellerId, sellerId));
  const [waiting] = rowsOf<{ n: string }>(
    await app.db.execute(
      sql`select count(*)::text as n from recovery_runs where seller_id = ${sellerId} and status = 'paused'`,
    ),
  );
  return {
    pausedSince: state?.pausedSince ? state.pausedSince.toISOString() : null,
    waitingRuns: Number(waiting?.n ?? 0),
  };
}
