import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { releaseBatch } from './plan.ts';

/*
 * The plan's money, posted as the real paths post it (docs/money.md §4, §6, §8): a sale's
 * netted entries (ledger/sales.ts), its release rows, refunds and chargebacks taking back from the
 * sale's pending, then reserve, then available (payments/lifecycle.ts), and the release job's
 * postings, one per seller and bucket per batch (ledger/release.ts). Written to temporary
 * tables first: the copy into the ledger goes in time order, as the ledger fills in production.
 */

export type SharedAccounts = {
  revenue: string;
  costs: string;
  /** The acquirers' receivables, in the reference's order. */
  receivables: string[];
  provider: string;
  payouts: string;
};

const iso = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function stageReleases(tx: Tx, end: Date) {
  const at = end.toISOString();
  await tx.execute(sql`
    create temp table volume_release on commit drop as
    with candidates as (
      select p.id as sale_id, p.seller_id, p.method, 'pending' as bucket,
        p.net - p.reserve as amount0, p.paid_at + p.release_days * interval '1 day' as release_at,
        p.paid_at, p.fate, p.fate_at, p.protest_at, p.decided_at, p.reversal_tx,
        case when p.fate = 'partial' then p.half_debit else p.price end as debit
      from volume_plan p
      where p.sale_tx is not null and p.release_days > 0 and p.net - p.reserve > 0
      union all
      select p.id, p.seller_id, p.method, 'reserve', p.reserve,
        p.paid_at + p.reserve_days * interval '1 day', p.paid_at, p.fate, p.fate_at,
        p.protest_at, p.decided_at, p.reversal_tx,
        case when p.fate = 'partial' then p.half_debit else p.price end
      from volume_plan p
      where p.sale_tx is not null and p.reserve_days > 0 and p.reserve > 0
      offset 0
    ), held as (
      -- A protest holds the rows still waiting when it starts; won, they go on their dates.
      select c.*,
        coalesce(c.fate in ('protest_open', 'protest_lost', 'protest_won'), false)
          and ${sql.raw(releaseBatch('c.release_at'))} > c.protest_at as held
      from candidates c
      offset 0
    ), scheduled as (
      select h.*,
        case when not h.held then ${sql.raw(releaseBatch('h.release_at'))}
          when h.fate = 'protest_won'
            then ${sql.raw(releaseBatch('greatest(h.release_at, h.decided_at)'))} end as batch_at
      from held h
      offset 0
    ), present as (
      -- What a refund or chargeback finds still waiting at its moment.
      select s.*,
        case when s.reversal_tx is not null and (s.batch_at is null or s.batch_at > s.fate_at)
          then s.amount0 else 0 end as waiting
      from scheduled s
      offset 0
    ), taken as (
      select p.*,
        greatest(0, least(p.waiting, p.debit - coalesce(sum(p.waiting) over (
          partition by p.sale_id order by p.bucket
          rows between unbounded preceding and 1 preceding), 0))) as take
      from present p
    )
    select gen_random_uuid() as id, t.sale_id, t.seller_id, t.method, t.bucket,
      t.amount0 - t.take as amount, t.release_at, t.take, t.paid_at as created_at,
      case when t.amount0 - t.take > 0 and t.batch_at <= ${at}::timestamptz then t.batch_at end
        as released_at,
      case when t.amount0 - t.take = 0 then t.fate_at end as cancelled_at,
      case when t.held and t.fate in ('protest_open', 'protest_lost') then t.protest_at end
        as held_at
    from taken t`);
  await tx.execute(sql`analyze volume_release`);
}

export async function stageSalesAndReversals(tx: Tx, shared: SharedAccounts) {
  await tx.execute(sql`
    create temp table volume_ltx (id uuid, reference text, type text, seller_id uuid,
      metadata jsonb, created_at timestamptz) on commit drop`);
  await tx.execute(sql`
    create temp table volume_lentry (transaction_id uuid, account_id uuid, amount bigint,
      created_at timestamptz) on commit drop`);
  const receivable = sql`(${sql.param(shared.receivables)}::uuid[])[p.used]`;
  await tx.execute(sql`
    insert into volume_ltx
    select p.sale_tx, 'sale:' || p.id, 'sale', p.seller_id,
      jsonb_build_object('saleId', p.id, 'method', p.method, 'instalments', p.instalments,
        'price', p.price, 'buyerTotal', p.buyer_total, 'sellerFee', p.seller_fee,
        'instalmentFee', p.instalment_fee, 'net', p.net),
      p.paid_at
    from volume_plan p where p.sale_tx is not null`);
  // salePosting's movements netted per account, as `post` writes them.
  await tx.execute(sql`
    insert into volume_lentry
    select p.sale_tx, x.account, x.amount, p.paid_at
    from volume_plan p
    join volume_seller s on s.id = p.seller_id
    cross join lateral (values
      (${receivable}, p.acquirer_cost - p.buyer_total),
      (case when p.release_days = 0 then s.available else s.pending end,
        p.net - p.reserve
          + case when p.release_days = 0 and p.reserve_days = 0 then p.reserve else 0 end),
      (case when p.reserve_days = 0 then s.available else s.reserve end,
        case when p.release_days = 0 and p.reserve_days = 0 then 0 else p.reserve end),
      (${shared.revenue}::uuid, p.platform_revenue),
      (${shared.costs}::uuid, -p.acquirer_cost)
    ) as x(account, amount)
    where p.sale_tx is not null and x.amount <> 0`);

  await tx.execute(sql`
    create temp table volume_reversal on commit drop as
    select p.reversal_tx, p.id as sale_id, p.seller_id, p.used, p.fate, p.fate_at, p.refund_id,
      case when p.fate = 'partial' then p.half else p.buyer_total end as amount,
      case when p.fate = 'partial' then p.half_debit else p.price end as debit,
      case when p.fate = 'partial' then p.half_return else p.buyer_total - p.price end as back,
      coalesce(sum(r.take) filter (where r.bucket = 'pending'), 0) as from_pending,
      coalesce(sum(r.take) filter (where r.bucket = 'reserve'), 0) as from_reserve
    from volume_plan p
    left join volume_release r on r.sale_id = p.id
    where p.reversal_tx is not null
    group by p.reversal_tx, p.id, p.seller_id, p.used, p.fate, p.fate_at, p.refund_id, p.half,
      p.buyer_total, p.half_debit, p.price, p.half_return`);
  await tx.execute(sql`analyze volume_reversal`);
  await tx.execute(sql`
    insert into volume_ltx
    select v.reversal_tx,
      case when v.fate in ('refund', 'partial') then 'refund:' || v.refund_id
        else 'chargeback:' || v.sale_id end,
      case when v.fate in ('refund', 'partial') then 'refund' else 'chargeback' end,
      v.seller_id,
      jsonb_build_object('saleId', v.sale_id, 'amount', v.amount, 'sellerDebit', v.debit,
        'platformReturn', v.back, 'full', v.fate <> 'partial'),
      v.fate_at
    from volume_reversal v`);
  await tx.execute(sql`
    insert into volume_lentry
    select v.reversal_tx, x.account, x.amount, v.fate_at
    from volume_reversal v
    join volume_seller s on s.id = v.seller_id
    cross join lateral (values
      (s.pending, -v.from_pending),
      (s.reserve, -v.from_reserve),
      (s.available, v.from_pending + v.from_reserve - v.debit),
      (${shared.revenue}::uuid, -v.back),
      ((${sql.param(shared.receivables)}::uuid[])[v.used], v.amount)
    ) as x(account, amount)
    where x.amount <> 0`);
}

/** The release job's postings: per batch (a day's run), one per seller and bucket. */
export async function stageReleasePostings(tx: Tx) {
  await tx.execute(sql`
    create temp table volume_release_posting on commit drop as
    with batches as (
      select released_at, gen_random_uuid() as batch_id
      from (select distinct released_at from volume_release where released_at is not null) b
    )
    select gen_random_uuid() as id, b.batch_id, r.seller_id, r.bucket, r.released_at,
      sum(r.amount) as amount, count(*) as releases, min(r.release_at) as first_release_at,
      max(r.release_at) as last_release_at
    from volume_release r join batches b on b.released_at = r.released_at
    group by b.batch_id, r.seller_id, r.bucket, r.released_at`);
  await tx.execute(sql`
    insert into volume_ltx
    select r.id, 'release-batch:' || r.batch_id || ':' || r.seller_id || ':' || r.bucket,
      case when r.bucket = 'reserve' then 'reserve_release' else 'release' end, r.seller_id,
      jsonb_build_object('batchId', r.batch_id, 'releases', r.releases,
        'firstReleaseAt', ${iso('r.first_release_at')},
        'lastReleaseAt', ${iso('r.last_release_at')}),
      r.released_at
    from volume_release_posting r`);
  await tx.execute(sql`
    insert into volume_lentry
    select r.id, case when r.bucket = 'reserve' then s.reserve else s.pending end, -r.amount,
      r.released_at
    from volume_release_posting r join volume_seller s on s.id = r.seller_id
    union all
    select r.id, s.available, r.amount, r.released_at
    from volume_release_posting r join volume_seller s on s.id = r.seller_id`);
}
