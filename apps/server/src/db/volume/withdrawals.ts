import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import type { SharedAccounts } from './ledger.ts';

/*
 * Withdrawals (docs/money.md §10): every week a seller asks for 60 % of what reached their
 * available balance the week before, in requests no larger than the platform's maximum, so each
 * request finds the money there. 30 % of sellers are approved at once (auto-withdrawal), the
 * others by an admin within a day; 1 % are rejected, 0.6 % fail at the provider, the rest are paid
 * out. Posted as the real paths post them: hold, then complete (with the provider's cost) or
 * return.
 */

export type WithdrawalRules = {
  fee: number;
  minimum: number;
  maximum: number;
  providerId: string;
  providerFixedFee: number;
  providerPercentage: string;
};

export async function stageWithdrawals(
  tx: Tx,
  window: { start: Date; end: Date; expectedArrival: Date[] },
  rules: WithdrawalRules,
  shared: SharedAccounts,
) {
  const start = window.start.toISOString();
  const end = window.end.toISOString();
  const week = 7 * 86_400;
  await tx.execute(sql`
    create temp table volume_withdrawal on commit drop as
    with weekly as (
      select s.id as seller_id, floor(extract(epoch from e.created_at - ${start}::timestamptz)
        / ${week})::int as week, sum(e.amount) as inflow
      from volume_lentry e join volume_seller s on s.available = e.account_id
      group by 1, 2
    ), asked as (
      select w.seller_id, w.week + 1 as week, (floor(w.inflow * 0.6 / 100) * 100)::bigint as total
      from weekly w where w.inflow > 0
    ), parts as (
      select a.*, ceil(a.total::numeric / ${rules.maximum})::int as parts
      from asked a where a.total >= ${Math.max(rules.minimum, rules.fee + 100)}
    ), requests as (
      select p.seller_id,
        floor(p.total::numeric * g / p.parts)::bigint
          - floor(p.total::numeric * (g - 1) / p.parts)::bigint as amount,
        ${start}::timestamptz + (p.week + random()) * interval '7 days' as requested_at,
        random() as u_review, random() as u_outcome, random() as u_done
      from parts p, generate_series(1, p.parts) g
    ), reviewed as (
      select r.*, s.email, s.auto_withdrawal,
        r.requested_at + case when s.auto_withdrawal then interval '2 seconds'
          else interval '1 hour' + r.u_review * interval '20 hours' end as reviewed_at,
        not s.auto_withdrawal and r.u_outcome < 0.01 as rejects,
        r.u_outcome >= 0.01 and r.u_outcome < 0.016 as fails
      from requests r join volume_seller s on s.id = r.seller_id
      where r.requested_at <= ${end}::timestamptz and r.amount >= ${rules.minimum}
    ), timed as (
      select v.*, v.reviewed_at + interval '20 seconds' as processing_at,
        v.reviewed_at + interval '20 seconds'
          + case when v.fails then interval '1 minute'
            else (10 + v.u_done * 170) * interval '1 second' end as finished_at
      from reviewed v
    )
    select gen_random_uuid() as id, t.*, t.amount - ${rules.fee} as payout,
      case
        when t.reviewed_at > ${end}::timestamptz then 'pending'
        when t.rejects then 'rejected'
        when t.processing_at > ${end}::timestamptz then 'approved'
        when t.finished_at > ${end}::timestamptz then 'processing'
        when t.fails then 'failed' else 'completed' end::withdrawal_status as status,
      ${rules.providerFixedFee}::bigint + round((t.amount - ${rules.fee})::numeric
        * ${rules.providerPercentage}::numeric / 100)::bigint as provider_cost,
      (${sql.param(window.expectedArrival.map((d) => d.toISOString()))}::timestamptz[])[1
        + floor(extract(epoch from t.requested_at - ${start}::timestamptz) / 86400)::int]
        as expected_arrival_at
    from timed t`);

  await tx.execute(sql`
    insert into volume_ltx
    select gen_random_uuid(), 'withdrawal:' || id || ':hold', 'withdrawal', seller_id,
      jsonb_build_object('withdrawalId', id, 'amount', amount), requested_at
    from volume_withdrawal
    union all
    select id2, 'withdrawal:' || id || ':complete', 'withdrawal', seller_id,
      jsonb_build_object('withdrawalId', id, 'payout', payout, 'fee', ${rules.fee}::bigint,
        'providerCost', provider_cost), finished_at
    from (select *, gen_random_uuid() as id2 from volume_withdrawal where status = 'completed') c
    union all
    select id3, 'withdrawal:' || id || ':return', 'withdrawal_reversal', seller_id,
      jsonb_build_object('withdrawalId', id),
      case when status = 'rejected' then reviewed_at else finished_at end
    from (select *, gen_random_uuid() as id3 from volume_withdrawal
      where status in ('rejected', 'failed')) r`);
  // Entries by reference: the posting ids were drawn above, one per posting.
  await tx.execute(sql`
    insert into volume_lentry
    select t.id, x.account, x.amount, t.created_at
    from volume_ltx t
    join volume_withdrawal w on t.reference like 'withdrawal:%'
      and w.id = split_part(t.reference, ':', 2)::uuid
    join volume_seller s on s.id = w.seller_id
    cross join lateral (values
      ('hold', s.available, -w.amount), ('hold', s.withdrawing, w.amount),
      ('complete', s.withdrawing, -w.amount), ('complete', ${shared.payouts}::uuid, w.payout),
      ('complete', ${shared.revenue}::uuid, ${rules.fee}::bigint),
      ('complete', ${shared.costs}::uuid, -w.provider_cost),
      ('complete', ${shared.provider}::uuid, w.provider_cost),
      ('return', s.withdrawing, -w.amount), ('return', s.available, w.amount)
    ) as x(step, account, amount)
    where x.step = split_part(t.reference, ':', 3) and x.amount <> 0`);
}
