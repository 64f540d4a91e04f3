import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import type { Combo } from './combos.ts';
import type { VolumeReference } from './reference.ts';

/*
 * The seed's inputs as temporary tables of the seeding transaction (dropped at its commit), so
 * the set-based statements that write the history can join on them.
 */

const param = <T>(values: T[]) => sql.param(values);

export async function stageInputs(tx: Tx, reference: VolumeReference, combos: Combo[]) {
  const { sellers, products } = reference;
  await tx.execute(sql`
    create temp table volume_seller on commit drop as
    select s.rank, s.id, s.email, s.custom_card, s.auto_withdrawal,
      max(a.id::text) filter (where a.kind = 'pending')::uuid as pending,
      max(a.id::text) filter (where a.kind = 'reserve')::uuid as reserve,
      max(a.id::text) filter (where a.kind = 'available')::uuid as available,
      max(a.id::text) filter (where a.kind = 'withdrawing')::uuid as withdrawing
    from unnest(${param(sellers.map((s) => s.rank))}::int[],
      ${param(sellers.map((s) => s.id))}::uuid[], ${param(sellers.map((s) => s.email))}::text[],
      ${param(sellers.map((s) => s.customCard))}::boolean[],
      ${param(sellers.map((s) => s.autoWithdrawal))}::boolean[])
      as s(rank, id, email, custom_card, auto_withdrawal)
    join ledger_accounts a on a.seller_id = s.id
    group by s.rank, s.id, s.email, s.custom_card, s.auto_withdrawal`);
  await tx.execute(sql`
    create temp table volume_product on commit drop as
    select * from unnest(${param(products.map((p) => p.id))}::uuid[],
      ${param(products.map((p) => p.sellerRank))}::int[],
      ${param(products.map((p) => p.position))}::int[],
      ${param(products.map((p) => p.name))}::text[],
      ${param(products.map((p) => p.price))}::bigint[],
      ${param(products.map((p) => p.boleto))}::boolean[],
      ${param(products.map((p) => p.maxInstalments))}::int[])
      as p(id, seller_rank, position, name, price, boleto, max_instalments)`);
  const column = <K extends keyof Combo>(key: K) => param(combos.map((c) => c[key]));
  const cost = (i: number) => param(combos.map((c) => c.costs[i] ?? 0));
  await tx.execute(sql`
    create temp table volume_combo on commit drop as
    select price, method::payment_method as method, instalments, buyer_total, instalment_fee,
      instalment_fee_payer, seller_fee, net, reserve, platform_revenue, release_days,
      reserve_days, cost1, cost2, cost3, half, half_debit, half_return
    from unnest(${column('price')}::bigint[], ${column('method')}::text[],
      ${column('instalments')}::int[], ${column('buyerTotal')}::bigint[],
      ${column('instalmentFee')}::bigint[], ${column('instalmentFeePayer')}::text[],
      ${column('sellerFee')}::bigint[], ${column('net')}::bigint[], ${column('reserve')}::bigint[],
      ${column('platformRevenue')}::bigint[], ${column('releaseDays')}::int[],
      ${column('reserveDays')}::int[], ${cost(0)}::bigint[], ${cost(1)}::bigint[],
      ${cost(2)}::bigint[], ${column('half')}::bigint[], ${column('halfDebit')}::bigint[],
      ${column('halfReturn')}::bigint[])
      as c(price, method, instalments, buyer_total, instalment_fee, instalment_fee_payer,
        seller_fee, net, reserve, platform_revenue, release_days, reserve_days, cost1, cost2,
        cost3, half, half_debit, half_return)`);
  await tx.execute(sql`create index on volume_combo (price, method, instalments)`);
  await tx.execute(sql`analyze volume_seller`);
  await tx.execute(sql`analyze volume_product`);
  await tx.execute(sql`analyze volume_combo`);
}
