import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/*
 * The staged ledger, release rows and withdrawals copied into the real tables in time order, and
 * the sellers' running balances set to what their entries add up to (docs/money.md §11).
 */

export async function insertLedger(tx: Tx) {
  await tx.execute(sql`
    insert into ledger_transactions (id, reference, type, seller_id, metadata, created_at)
    select id, reference, type, seller_id, metadata, created_at from volume_ltx
    order by created_at, id`);
  await tx.execute(sql`
    insert into ledger_entries (transaction_id, seller_id, account_id, amount, created_at)
    select e.transaction_id, t.seller_id, e.account_id, e.amount, e.created_at
    from volume_lentry e join volume_ltx t on t.id = e.transaction_id
    order by e.created_at, e.transaction_id`);
  await tx.execute(sql`
    insert into ledger_releases (id, seller_id, sale_reference, method, bucket, amount,
      release_at, released_at, cancelled_at, held_at, release_transaction_id, created_at)
    select r.id, r.seller_id, r.sale_id::text, r.method::text, r.bucket, r.amount, r.release_at,
      r.released_at, r.cancelled_at, r.held_at, p.id, r.created_at
    from volume_release r
    left join volume_release_posting p on p.seller_id = r.seller_id and p.bucket = r.bucket
      and p.released_at = r.released_at
    order by r.created_at`);
  await tx.execute(sql`
    update ledger_accounts a set balance = t.total
    from (
      select account_id, sum(amount) as total from volume_lentry group by account_id
    ) t
    where a.id = t.account_id and a.balance is not null`);
}

export async function insertWithdrawals(
  tx: Tx,
  rules: { fee: number; providerId: string; rejection: string; failure: string },
) {
  await tx.execute(sql`
    insert into withdrawals (id, seller_id, amount, fee, payout, status, type, pix_key_type,
      pix_key, rejection_reason, failure_reason, provider_id, provider_reference, provider_cost,
      send_attempts, expected_arrival_at, requested_at, approved_at, processing_at, completed_at,
      failed_at, rejected_at, updated_at)
    select w.id, w.seller_id, w.amount, ${rules.fee}, w.payout, w.status, 'pix', 'email', w.email,
      case when w.status = 'rejected' then ${rules.rejection} end,
      case when w.status = 'failed' then ${rules.failure} end,
      case when w.status in ('processing', 'completed', 'failed') then ${rules.providerId}::uuid end,
      case when w.status in ('processing', 'completed', 'failed')
        then 'vol_po_' || substr(md5(w.id::text), 1, 20) end,
      case when w.status = 'completed' then w.provider_cost end,
      case when w.status in ('processing', 'completed', 'failed') then 1 else 0 end,
      w.expected_arrival_at, w.requested_at,
      case when w.status not in ('pending', 'rejected') then w.reviewed_at end,
      case when w.status in ('processing', 'completed', 'failed') then w.processing_at end,
      case when w.status = 'completed' then w.finished_at end,
      case when w.status = 'failed' then w.finished_at end,
      case when w.status = 'rejected' then w.reviewed_at end,
      case w.status when 'pending' then w.requested_at when 'approved' then w.reviewed_at
        when 'rejected' then w.reviewed_at when 'processing' then w.processing_at
        else w.finished_at end
    from volume_withdrawal w
    order by w.requested_at`);
  await tx.execute(sql`
    insert into withdrawal_events (withdrawal_id, seller_id, status, actor_type, actor_id, note,
      created_at)
    select e.withdrawal_id, w.seller_id, e.status::withdrawal_status, e.actor_type, e.actor_id,
      e.note, e.created_at
    from volume_withdrawal w join (
      select w.id as withdrawal_id, 'pending' as status, 'seller' as actor_type,
        w.seller_id as actor_id, null as note, w.requested_at as created_at, 1 as step
      from volume_withdrawal w
      union all
      select w.id, case when w.status = 'rejected' then 'rejected' else 'approved' end,
        case when w.auto_withdrawal then 'system' else 'admin' end, null,
        case when w.status = 'rejected' then ${rules.rejection} end, w.reviewed_at, 2
      from volume_withdrawal w where w.status <> 'pending'
      union all
      select w.id, 'processing', 'provider', null, null, w.processing_at, 3
      from volume_withdrawal w where w.status in ('processing', 'completed', 'failed')
      union all
      select w.id, w.status::text, 'provider', null,
        case when w.status = 'failed' then ${rules.failure} end, w.finished_at, 4
      from volume_withdrawal w where w.status in ('completed', 'failed')
    ) e on e.withdrawal_id = w.id
    order by e.created_at, e.step`);
}
