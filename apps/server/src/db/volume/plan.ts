import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import type { VolumeCalendar } from './calendar.ts';

/*
 * The plan: one row per charge of the history with everything that happens to it, drawn in one
 * set-based statement (docs/performance.md, "The volume seed"). The other statements only turn
 * it into rows of the real tables.
 *
 * Shares, as a payments platform in Brazil sees them: card 55 %, Pix 35 %, boleto 10 % (Pix when
 * the product takes no boleto); cards approved 82–88 % by acquirer, Pix paid 70 %, boletos 55 %;
 * 2.5 % of charges meet a technical error and fall back to the next acquirer of the route; of
 * paid sales, 3 % refunded (a third of them in part), 0.2 % refunds refused by the acquirer, and
 * of card sales 0.75 % charged back (0.3 % after a protest) and 0.3 % protested and won; 2 % of
 * charges are made in test mode. Sellers and products follow a long tail (the seller of rank k
 * gets about 1 / (k ln(n + 1)) of the charges).
 */

/** Card instalment plans, in 100 draws: most buyers pay at once, then 3, 6, 10 and 12. */
const instalmentDraws = [
  ...Array(45).fill(1),
  ...Array(8).fill(2),
  ...Array(10).fill(3),
  ...Array(5).fill(4),
  ...Array(4).fill(5),
  ...Array(8).fill(6),
  ...Array(2).fill(7),
  ...Array(2).fill(8),
  ...Array(2).fill(9),
  ...Array(6).fill(10),
  ...Array(1).fill(11),
  ...Array(7).fill(12),
] as number[];

const brandDraws = [
  ...Array(45).fill('visa'),
  ...Array(35).fill('mastercard'),
  ...Array(12).fill('elo'),
  ...Array(5).fill('amex'),
  ...Array(3).fill('hipercard'),
] as string[];

/** A release the job makes once a day, at 00:01 São Paulo (UTC−3), after the date has come. */
export const releaseBatch = (column: string) =>
  `(date_trunc('day', ${column} - interval '3 hours') + interval '27 hours 1 minute')`;

export async function createPlan(
  tx: Tx,
  options: {
    calendar: VolumeCalendar;
    sellerCount: number;
    perSeller: number;
    acquirerIds: string[];
  },
) {
  const { calendar, sellerCount, perSeller } = options;
  const start = calendar.start.toISOString();
  const end = calendar.end.toISOString();
  await tx.execute(sql`
    create temp table volume_plan on commit drop as
    with drawn as materialized (
      select x.h::int - 1 as h, random() as u_t, random() as u_s, random() as u_p,
        random() as u_m, random() as u_i, random() as u_te, random() as u_ok,
        random() as u_reason, random() as u_pay, random() as u_fate, random() as u_when,
        random() as u_when2, random() as u_actor, random() as u_card, random() as u_buyer,
        random() as u_live
      from unnest(${sql.param(calendar.hourCounts)}::int[]) with ordinality as x(c, h),
        generate_series(1, x.c)
      offset 0
    ), base as (
      select d.*,
        ${start}::timestamptz + d.h * interval '1 hour' + d.u_t * least(interval '1 hour',
          ${end}::timestamptz - (${start}::timestamptz + d.h * interval '1 hour')) as created_at,
        greatest(1, least(${sellerCount}, floor(power(${sellerCount + 1}, d.u_s))::int)) as rank,
        least(${perSeller - 1}, floor(d.u_p * d.u_p * ${perSeller})::int) as position,
        d.h / 24 as day
      from drawn d
      offset 0
    ), charged as (
      select b.*, s.id as seller_id, s.custom_card, p.id as product_id, p.name as product_name,
        p.price,
        case when b.u_m < 0.55 then 'card' when b.u_m < 0.90 or not p.boleto then 'pix'
          else 'boleto' end::payment_method as method,
        p.max_instalments
      from base b
      join volume_seller s on s.rank = b.rank
      join volume_product p on p.seller_rank = b.rank and p.position = b.position
      offset 0
    ), routed as (
      select c.*,
        case when c.method = 'card' then least(c.max_instalments,
          (${sql.param(instalmentDraws)}::int[])[1 + floor(c.u_i * 100)::int]) else 1 end
          as instalments,
        case when c.method = 'card' and c.custom_card then array[2]
          when c.method = 'card' then array[1, 2, 3] when c.method = 'pix' then array[3, 1]
          else array[1, 2] end as candidates,
        case when c.u_te < 0.975 then 0 when c.u_te < 0.9975 then 1 when c.u_te < 0.99975 then 2
          else 3 end as technical_errors
      from charged c
      offset 0
    ), answered as (
      select r.*, k.buyer_total, k.instalment_fee, k.instalment_fee_payer, k.seller_fee, k.net,
        k.reserve, k.platform_revenue, k.release_days, k.reserve_days, k.half, k.half_debit,
        k.half_return,
        r.technical_errors >= cardinality(r.candidates) as errored,
        r.candidates[r.technical_errors + 1] as used,
        case r.candidates[r.technical_errors + 1] when 1 then k.cost1 when 2 then k.cost2
          when 3 then k.cost3 end as acquirer_cost,
        least(${end}::timestamptz, r.created_at
          + r.technical_errors * interval '10 seconds' + (0.8 + r.u_pay * 2) * interval '1 second')
          as answered_at,
        u_live >= 0.02 as livemode
      from routed r
      join volume_combo k on k.price = r.price and k.method = r.method
        and k.instalments = r.instalments
      offset 0
    ), settled as (
      select a.*,
        case when a.errored then null
          when a.method = 'card' then a.u_ok < (array[0.86, 0.82, 0.88])[a.used]
          when a.method = 'pix' then a.u_ok < 0.70 else a.u_ok < 0.55 end as pays,
        case a.method when 'card' then a.answered_at
          when 'pix' then a.answered_at + (5 + power(a.u_pay, 3) * 3000) * interval '1 second'
          else a.answered_at + (2 + a.u_pay * 70) * interval '1 hour' end as pay_at,
        case a.method when 'pix' then a.created_at + interval '65 minutes'
            + a.u_when * interval '1 minute'
          when 'boleto' then (${sql.param(calendar.boletoCancelAt.map((d) => d.toISOString()))}
            ::timestamptz[])[a.day + 1] end as cancel_at
      from answered a
      offset 0
    ), outcome as (
      select s.*,
        case when s.pays and s.pay_at <= ${end}::timestamptz then s.pay_at end as paid_at,
        case when s.errored then 'error' when s.pays and s.pay_at <= ${end}::timestamptz then 'paid'
          when s.method = 'card' then 'refused'
          when s.cancel_at <= ${end}::timestamptz then 'canceled' else 'pending' end as first_status,
        case when s.method = 'card' then s.u_fate else 0.0105 + s.u_fate end as u_after
      from settled s
      offset 0
    ), timed as (
      select o.*,
        case when o.first_status <> 'paid' then null
          when o.u_after < 0.0045 then 'chargeback' when o.u_after < 0.0075 then 'protest_lost'
          when o.u_after < 0.0105 then 'protest_won' when o.u_after < 0.0305 then 'refund'
          when o.u_after < 0.0405 then 'partial' when o.u_after < 0.0425 then 'refund_failed'
          end as drawn_fate,
        o.paid_at + interval '10 minutes' + power(o.u_when, 2) * interval '20 days' as request_at,
        o.paid_at + interval '25 days' + o.u_when * interval '65 days' as chargeback_at,
        o.paid_at + interval '12 days' + o.u_when * interval '16 days' as protest_at
      from outcome o
      offset 0
    ), dated as (
      select t.*,
        t.protest_at + interval '7 days' + t.u_when2 * interval '18 days' as decided_at,
        t.request_at + (5 + t.u_when2 * 7200) * interval '1 second' as confirm_at
      from timed t
      offset 0
    ), fated as (
      -- What has not happened by the end of the history has not happened.
      select d.*, case
          when d.drawn_fate in ('refund', 'partial', 'refund_failed')
            and d.confirm_at <= ${end}::timestamptz then d.drawn_fate
          when d.drawn_fate = 'chargeback' and d.chargeback_at <= ${end}::timestamptz
            then d.drawn_fate
          when d.drawn_fate in ('protest_lost', 'protest_won')
            and d.decided_at <= ${end}::timestamptz then d.drawn_fate
          when d.drawn_fate in ('protest_lost', 'protest_won')
            and d.protest_at <= ${end}::timestamptz then 'protest_open'
        end as fate
      from dated d
      offset 0
    )
    select gen_random_uuid() as id, f.*,
      case f.fate when 'chargeback' then f.chargeback_at when 'protest_lost' then f.decided_at
        when 'protest_won' then f.decided_at when 'protest_open' then f.protest_at
        when 'refund' then f.confirm_at when 'partial' then f.confirm_at
        when 'refund_failed' then f.confirm_at end as fate_at,
      case when f.fate in ('refund', 'partial', 'refund_failed') then gen_random_uuid() end
        as refund_id,
      case when f.livemode and f.paid_at is not null then gen_random_uuid() end as sale_tx,
      case when f.livemode and f.fate in ('refund', 'partial', 'chargeback', 'protest_lost')
        then gen_random_uuid() end as reversal_tx,
      (${sql.param(options.acquirerIds)}::uuid[])[f.used] as acquirer_id,
      (${sql.param(brandDraws)}::text[])[1 + floor(f.u_card * 100)::int] as card_brand,
      lpad(((floor(f.u_card * 1000000)::int % 10000)::text), 4, '0') as card_last_four,
      floor(f.u_buyer * ${Math.max(1000, sellerCount * 200)})::int as buyer,
      -- A refund the acquirer made on its side is reported confirmed: never a refused one.
      case when f.u_actor < 0.8 or f.fate = 'refund_failed' then 'seller'
        when f.u_actor < 0.9 then 'admin' else 'acquirer' end as refund_actor
    from fated f`);
  // Temporary tables have no statistics until analysed: the joins below need them.
  await tx.execute(sql`analyze volume_plan`);
}
