import type { SaleBreakdown } from '@repasse/core/fees/sale';
import type pg from 'pg';

type Counts = Record<string, number>;

async function counts(pool: pg.Pool, text: string, values: unknown[]): Promise<Counts> {
  const { rows } = await pool.query(text, values);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
}

const expectEqual = (problems: string[], what: string, actual: number, expected: number) => {
  if (actual !== expected) problems.push(`${what}: ${actual}, expected ${expected}`);
};

/**
 * Every accepted sale of one method by these sellers is exactly one paid charge with the
 * expected amounts and exactly one sale posting, whose seller side adds up to the net.
 */
export async function verifySales(
  pool: pg.Pool,
  label: string,
  sellerIds: string[],
  method: 'card' | 'pix',
  accepted: number,
  expected: Pick<SaleBreakdown, 'price' | 'buyerTotal' | 'net' | 'reserve' | 'sellerFee'> & {
    instalments: number;
  },
): Promise<string[]> {
  const problems: string[] = [];
  const c = await counts(
    pool,
    `with t as (select * from transactions where seller_id = any($1::uuid[]) and method = $2)
     select count(*) as charges,
       count(*) filter (where status = 'paid') as paid,
       count(*) filter (where price = $3 and instalments = $4 and buyer_total = $5 and net = $6
                          and reserve = $7 and seller_fee = $8) as right_amounts,
       coalesce(sum(price), 0) as price_sum,
       coalesce(sum(buyer_total), 0) as buyer_total_sum,
       (select count(*) from ledger_transactions l join t on l.reference = 'sale:' || t.id) as postings,
       (select coalesce(sum(e.amount), 0) from ledger_entries e
          join ledger_transactions l on l.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id and a.owner_type = 'seller'
          join t on l.reference = 'sale:' || t.id) as seller_side
     from t`,
    [
      sellerIds,
      method,
      expected.price,
      expected.instalments,
      expected.buyerTotal,
      expected.net,
      expected.reserve,
      expected.sellerFee,
    ],
  );
  expectEqual(problems, `${label}: charges`, c.charges ?? -1, accepted);
  expectEqual(problems, `${label}: paid`, c.paid ?? -1, accepted);
  expectEqual(problems, `${label}: with the expected amounts`, c.right_amounts ?? -1, accepted);
  expectEqual(problems, `${label}: sum of prices`, c.price_sum ?? -1, accepted * expected.price);
  expectEqual(
    problems,
    `${label}: sum of buyer totals`,
    c.buyer_total_sum ?? -1,
    accepted * expected.buyerTotal,
  );
  expectEqual(problems, `${label}: sale postings`, c.postings ?? -1, accepted);
  expectEqual(
    problems,
    `${label}: posted to the sellers`,
    c.seller_side ?? -1,
    accepted * expected.net,
  );
  return problems;
}

/** Every accepted withdrawal request is one pending withdrawal holding its amount. */
export async function verifyWithdrawals(
  pool: pg.Pool,
  sellerIds: string[],
  accepted: number,
  amount: number,
): Promise<string[]> {
  const problems: string[] = [];
  const c = await counts(
    pool,
    `with w as (select * from withdrawals where seller_id = any($1::uuid[]))
     select count(*) as withdrawals, coalesce(sum(amount), 0) as amount_sum,
       count(*) filter (where status = 'pending') as pending,
       (select count(*) from ledger_transactions l join w on l.reference = 'withdrawal:' || w.id || ':hold') as holds
     from w`,
    [sellerIds],
  );
  expectEqual(problems, 'withdrawals: created', c.withdrawals ?? -1, accepted);
  expectEqual(problems, 'withdrawals: pending', c.pending ?? -1, accepted);
  expectEqual(problems, 'withdrawals: sum', c.amount_sum ?? -1, accepted * amount);
  expectEqual(problems, 'withdrawals: hold postings', c.holds ?? -1, accepted);
  return problems;
}
