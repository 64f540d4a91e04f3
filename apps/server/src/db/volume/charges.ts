import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { cpfOf, firstNames, lastNames } from './people.ts';

/*
 * The plan written as the payments flow leaves its rows (payments/charges.ts, refunds.ts,
 * acquirer-events.ts, expiry.ts): the charges, each acquirer attempt, the timeline events and the
 * refunds, inserted in time order so the tables lie on disk as production fills them (the
 * analytics job reads them through BRIN indexes on their time columns).
 */

const buyerDocuments = Array.from({ length: 1000 }, (_, i) => cpfOf(1_000_000 + i * 7919));

export async function insertCharges(tx: Tx, end: Date, acquirerIds: string[]) {
  const at = end.toISOString();
  await tx.execute(sql`
    insert into transactions (id, seller_id, product_id, livemode, status, method, instalments,
      description, price, buyer_total, instalment_fee, instalment_fee_payer, seller_fee, net,
      reserve, platform_revenue, acquirer_cost, refunded_amount, release_days, reserve_days,
      buyer_email, buyer_name, buyer_document, buyer_phone, card_brand, card_last_four,
      pix_br_code, pix_expires_at, boleto_barcode, boleto_line, boleto_due_date, acquirer_id,
      acquirer_reference, paid_at, created_at, updated_at)
    select p.id, p.seller_id, p.product_id, p.livemode,
      (case p.fate when 'refund' then 'refunded' when 'chargeback' then 'chargeback'
        when 'protest_lost' then 'chargeback' when 'protest_open' then 'in_protest'
        else p.first_status end)::transaction_status,
      p.method, p.instalments, p.product_name, p.price, p.buyer_total, p.instalment_fee,
      p.instalment_fee_payer, p.seller_fee, p.net, p.reserve, p.platform_revenue, p.acquirer_cost,
      case p.fate when 'refund' then p.buyer_total when 'partial' then p.half
        when 'chargeback' then p.buyer_total when 'protest_lost' then p.buyer_total else 0 end,
      p.release_days, p.reserve_days,
      'comprador' || p.buyer || '@example.com',
      (${sql.param(firstNames)}::text[])[1 + p.buyer % ${firstNames.length}] || ' '
        || (${sql.param(lastNames)}::text[])[1 + (p.buyer / ${firstNames.length}) % ${lastNames.length}],
      (${sql.param(buyerDocuments)}::text[])[1 + p.buyer % ${buyerDocuments.length}],
      '+5511' || (900000000 + p.buyer % 100000000),
      case when p.method = 'card' then p.card_brand end,
      case when p.method = 'card' then p.card_last_four end,
      case when p.method = 'pix' and p.first_status = 'pending' then
        '00020101021226830014br.gov.bcb.pix2561pix.repasse.dev/qr/' || replace(p.id::text, '-', '')
        || '5204000053039865802BR5907REPASSE6009SAO PAULO62070503***6304' end,
      case when p.method = 'pix' and not p.errored then p.created_at + interval '1 hour' end,
      case when p.method = 'boleto' and p.first_status = 'pending' then
        translate(md5(p.id::text), 'abcdef', '123456') || '000000000000' end,
      case when p.method = 'boleto' and p.first_status = 'pending' then
        translate(md5(p.id::text) || md5(p.seller_id::text), 'abcdef', '987654') end,
      case when p.method = 'boleto' and not p.errored
        then (p.created_at - interval '3 hours')::date + 3 end,
      p.acquirer_id,
      case when not p.errored then 'vol_' || substr(md5(p.id::text), 1, 24) end,
      p.paid_at, p.created_at,
      greatest(p.answered_at, p.paid_at,
        case when p.first_status = 'canceled' then p.cancel_at end, p.fate_at)
    from volume_plan p
    order by p.created_at`);

  const acquirerOf = sql`(${sql.param(acquirerIds)}::uuid[])`;
  await tx.execute(sql`
    insert into transaction_attempts (transaction_id, seller_id, acquirer_id, outcome, detail,
      created_at)
    select a.transaction_id, p.seller_id, a.acquirer_id, a.outcome, a.detail, a.created_at
    from volume_plan p join (
      select p.id as transaction_id, ${acquirerOf}[p.candidates[i]] as acquirer_id,
        'technical_error' as outcome,
        case when i % 2 = 1 then 'acquirer timed out after 10000 ms'
          else 'acquirer answered HTTP 503' end as detail,
        least(${at}::timestamptz, p.created_at + i * interval '10 seconds') as created_at, i as step
      from volume_plan p,
        generate_series(1, least(p.technical_errors, cardinality(p.candidates))) as i
      union all
      select p.id, p.acquirer_id,
        case when p.method <> 'card' then 'pending' when p.pays then 'paid'
          else 'declined:' || case when p.u_reason < 0.55 then 'insufficient_funds'
            when p.u_reason < 0.85 then 'generic' else 'fraud' end end,
        null, p.answered_at, 99
      from volume_plan p where not p.errored
    ) a on a.transaction_id = p.id
    order by a.created_at, a.step`);
}

/** The timeline of every charge (payments/lifecycle.ts events), in time order. */
export async function insertChargeEvents(tx: Tx) {
  await tx.execute(sql`
    insert into transaction_events (transaction_id, seller_id, type, status, amount, actor_type,
      actor_id, note, created_at)
    select e.transaction_id, p.seller_id, e.type, e.status::transaction_status, e.amount,
      e.actor_type, e.actor_id, e.note, e.created_at
    from volume_plan p join (
      select p.id as transaction_id, 'created' as type, 'pending' as status,
        p.buyer_total as amount, 'buyer' as actor_type, null::uuid as actor_id, null as note,
        p.created_at, 1 as step
      from volume_plan p
      union all
      select p.id, p.first_status, p.first_status, null,
        case when p.first_status = 'error' then 'system' else 'acquirer' end, null,
        case when p.first_status = 'error' then 'all_acquirers_failed'
          when p.first_status = 'refused' then case when p.u_reason < 0.55
            then 'insufficient_funds' when p.u_reason < 0.85 then 'generic' else 'fraud' end end,
        coalesce(p.paid_at, p.answered_at), 2
      from volume_plan p where p.first_status in ('paid', 'refused', 'error')
      union all
      select p.id, 'abandoned', 'canceled', null, 'system', null, 'expired', p.cancel_at, 2
      from volume_plan p where p.first_status = 'canceled'
      union all
      -- Refunds asked through the platform are requested first, then confirmed or refused.
      select p.id, 'refund_requested', 'paid', case when p.fate = 'partial' then p.half
          else p.buyer_total end,
        p.refund_actor, case when p.refund_actor = 'seller' then p.seller_id end, null,
        p.request_at, 3
      from volume_plan p
      where p.fate in ('refund', 'partial', 'refund_failed') and p.refund_actor <> 'acquirer'
      union all
      select p.id, case p.fate when 'refund' then 'refunded' when 'partial' then 'partial_refund'
          else 'refund_failed' end,
        case when p.fate = 'refund' then 'refunded' else 'paid' end,
        case when p.fate = 'partial' then p.half else p.buyer_total end,
        case when p.fate = 'refund_failed' then 'acquirer' else p.refund_actor end,
        case when p.fate <> 'refund_failed' and p.refund_actor = 'seller' then p.seller_id end,
        case when p.fate = 'refund_failed' then 'refund refused by the acquirer' end,
        p.fate_at, 4
      from volume_plan p where p.fate in ('refund', 'partial', 'refund_failed')
      union all
      select p.id, 'in_protest', 'in_protest', null, 'acquirer', null, null, p.protest_at, 3
      from volume_plan p where p.fate in ('protest_open', 'protest_lost', 'protest_won')
      union all
      select p.id, case when p.fate = 'protest_won' then 'protest_won' else 'chargeback' end,
        case when p.fate = 'protest_won' then 'paid' else 'chargeback' end,
        case when p.fate = 'protest_won' then null else p.buyer_total end, 'acquirer', null, null,
        p.fate_at, 4
      from volume_plan p where p.fate in ('chargeback', 'protest_lost', 'protest_won')
    ) e on e.transaction_id = p.id
    order by e.created_at, e.step`);
}

/** Refund rows (payments/refunds.ts): confirmed ones posted, refused ones holding nothing. */
export async function insertRefunds(tx: Tx) {
  await tx.execute(sql`
    insert into refunds (id, transaction_id, seller_id, amount, status, origin, actor_type,
      actor_id, acquirer_refund_id, failure_reason, attempts, last_attempt_at, confirmed_at,
      created_at, updated_at)
    select p.refund_id, p.id, p.seller_id,
      case when p.fate = 'partial' then p.half else p.buyer_total end,
      (case when p.fate = 'refund_failed' then 'failed' else 'confirmed' end)::refund_status,
      case when p.refund_actor = 'acquirer' then 'acquirer' else 'platform' end,
      p.refund_actor, case when p.refund_actor = 'seller' then p.seller_id end,
      case when p.fate <> 'refund_failed' then 're_' || substr(md5(p.refund_id::text), 1, 20) end,
      case when p.fate = 'refund_failed' then 'refund refused by the acquirer' end,
      case when p.refund_actor = 'acquirer' then 0 else 1 end,
      case when p.refund_actor <> 'acquirer' then p.request_at + interval '1 second' end,
      case when p.fate <> 'refund_failed' then p.fate_at end,
      case when p.refund_actor = 'acquirer' then p.fate_at else p.request_at end,
      p.fate_at
    from volume_plan p where p.fate in ('refund', 'partial', 'refund_failed')
    order by 14`);
}
