import { randomUUID } from 'node:crypto';
import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { computeSale } from '@repasse/core/fees/sale';
import type pg from 'pg';
import type { Db } from '../apps/server/src/db/client.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { loadPlatformSettings } from '../apps/server/src/modules/fees/queries.ts';
import {
  acquirerReceivable,
  ensureAccounts,
  seller as sellerAccount,
} from '../apps/server/src/modules/ledger/accounts.ts';
import { recordSale } from '../apps/server/src/modules/ledger/sales.ts';
import { registrationPayload } from '../apps/server/src/test/harness.ts';

export type Seller = {
  id: string;
  email: string;
  /** A dashboard session (`/web`). */
  session: string;
  /** Live secret key (`/v1`). */
  secret: string;
  /** Live public key (`/v1/tokens`, as buyers' browsers use it). */
  publicKey: string;
};

async function call<T>(
  base: string,
  method: string,
  path: string,
  body: unknown,
  token?: string,
  expected = [200, 201],
): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!expected.includes(response.status))
    throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 500)}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const password = 'bench-password-123';

/** The test harness's valid Brazilian registration, with the bench's own names and password. */
const registration = (email: string, index: number) =>
  registrationPayload({
    email,
    password,
    passwordConfirmation: password,
    fullName: `Vendedora Bench ${index}`,
    corporateName: `Loja Bench ${index} LTDA`,
    tradeName: `Loja Bench ${index}`,
    websiteUrl: 'lojabench.com.br',
  });

/**
 * Sellers as they come to be in the product: registered and logged in over HTTP, documents
 * approved (straight in SQL, standing in for an admin's review), live secret and public keys
 * created and a Pix key set over HTTP.
 */
export async function createSellers(
  base: string,
  pool: pg.Pool,
  count: number,
  label: string,
): Promise<Seller[]> {
  const made = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `bench-${label}-${index}-${randomUUID().slice(0, 8)}@example.com`;
      const { user } = await call<{ user: { id: string } }>(
        base,
        'POST',
        '/web/public/auth/register',
        registration(email, index),
      );
      const { token } = await call<{ token: string }>(base, 'POST', '/web/public/auth/login', {
        email,
        password,
      });
      return { id: user.id, email, session: token };
    }),
  );
  await pool.query(`update users set document_status = 'validate' where id = any($1::uuid[])`, [
    made.map((s) => s.id),
  ]);
  return Promise.all(
    made.map(async (s) => {
      const key = (kind: 'secret' | 'public') =>
        call<{ secret: string }>(
          base,
          'POST',
          '/web/integrations/keys',
          { mode: 'live', kind },
          s.session,
        );
      const secret = (await key('secret')).secret;
      const publicKey = (await key('public')).secret;
      await call(base, 'PUT', '/web/settings/pix-key', { type: 'email', key: s.email }, s.session);
      return { ...s, secret, publicKey };
    }),
  );
}

let cardSequence = 0;

/** A Visa number that passes Luhn and is none of the sandbox's special test cards: approved. */
function nextCardNumber(): string {
  const body = `4532${String(cardSequence++).padStart(11, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Card tokens made the way buyers' browsers make them: POST /v1/tokens with the seller's public
 * key, each a different card. The card-testing counters (60 tokens per IP and 300 per key in 15
 * minutes) would stop one machine long before a benchmark's worth, so they are emptied between
 * batches of 60, as if the buyers came from many addresses over many hours.
 */
export async function tokenizeCards(
  base: string,
  pool: pg.Pool,
  sellers: Seller[],
  perSeller: number,
): Promise<string[][]> {
  const tokens: string[][] = sellers.map(() => []);
  const wanted = sellers.flatMap((_, s) => Array.from({ length: perSeller }, () => s));
  const batch = 60;
  for (let from = 0; from < wanted.length; from += batch) {
    await pool.query(`delete from rate_limit_hits where bucket like 'card_tokens:%'`);
    const slice = wanted.slice(from, from + batch);
    let next = 0;
    const worker = async () => {
      while (next < slice.length) {
        const s = slice[next++] as number;
        const seller = sellers[s] as Seller;
        const token = await call<{ id: string }>(
          base,
          'POST',
          '/v1/tokens',
          {
            card: {
              number: nextCardNumber(),
              holderName: 'BIA COMPRADORA',
              expMonth: 12,
              expYear: 2099,
              cvv: '123',
            },
          },
          seller.publicKey,
          [201],
        );
        tokens[s]?.push(token.id);
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
  }
  await pool.query(`delete from rate_limit_hits where bucket like 'card_tokens:%'`);
  return tokens;
}

/**
 * Orders for one seller in bulk SQL (HTTP would take hours): a year of them, newest every 5
 * minutes, 60 % paid, card/Pix/boleto 2:2:1, 5,000 different buyers, then vacuumed as autovacuum
 * would. List data only: these rows have no ledger postings and the run's checks never count them.
 */
export async function insertOrders(pool: pg.Pool, sellerId: string, count: number) {
  await pool.query(
    `insert into transactions (seller_id, livemode, status, method, instalments, description,
       price, buyer_total, instalment_fee, instalment_fee_payer, seller_fee, net, reserve,
       platform_revenue, release_days, reserve_days, buyer_email, buyer_name, buyer_document,
       card_brand, card_last_four, paid_at, created_at, updated_at)
     select $1, i % 20 <> 0, st, m, case when m = 'card' then 1 + i % 12 else 1 end,
       'Pedido ' || i, price, price, 0, 'buyer', price / 20, price - price / 20,
       case when m = 'card' then (price - price / 20) / 10 else 0 end, price / 20,
       case m when 'card' then 30 when 'boleto' then 2 else 0 end, 30,
       'comprador' || (i % 5000) || '@example.com', 'Comprador ' || (i % 5000), '52998224725',
       case when m = 'card' then 'visa' end, case when m = 'card' then '1111' end,
       case when st = 'paid' then at + interval '1 minute' end, at, at
     from (
       select i, (array['paid','paid','paid','paid','paid','paid','pending','canceled','refused',
                        'refunded'])[1 + i % 10]::transaction_status as st,
         (array['card','card','pix','pix','boleto'])[1 + (i / 10) % 5]::payment_method as m,
         1000 + (i * 7919) % 50000 as price, now() - i * interval '5 minutes' as at
       from generate_series(1, $2::int) as i
     ) as o`,
    [sellerId, count],
  );
  // Production runs autovacuum, which visits a table after this many inserts and marks its pages
  // all-visible; the bench's server has it off, so the bulk insert is vacuumed here as it would
  // be. Without it the list's total is counted from the heap (3,334 pages) instead of its index.
  await pool.query('vacuum analyze transactions');
}

/**
 * Available money for withdrawals: one large Pix sale per seller posted straight to the ledger
 * (`recordSale`, as a paid Pix posts it; Pix has no release days, so it lands in available).
 */
export async function fundSellers(db: Db, sellerIds: string[], price = 100_000_000) {
  const settings = await loadPlatformSettings(db);
  const now = systemClock.now();
  const sale = computeSale({
    price,
    method: 'pix',
    instalments: 1,
    profile: defaultFeeProfile,
    settings,
    paidAt: now,
  });
  if (!sale.ok) throw new Error(sale.error);
  const { breakdown } = sale;
  for (const sellerId of sellerIds)
    await db.transaction((tx) =>
      recordSale(tx, systemClock, {
        sellerId,
        saleId: randomUUID(),
        acquirer: 'bench',
        breakdown,
        acquirerCost: 0,
        paidAt: now,
      }),
    );
  return breakdown.net;
}

/**
 * `count` pending releases due at `dueFrom` (1 ms apart) with the sale postings that put their
 * money in the sellers' pending accounts: per release one balanced ledger transaction
 * (`sale:<id>`: the acquirer's receivable to the seller's pending), the release row, and the
 * sellers' pending balances raised by what was posted, in chunks of 100,000 per transaction.
 */
export async function insertDueReleases(
  db: Db,
  pool: pg.Pool,
  sellerIds: string[],
  count: number,
  dueFrom: Date,
) {
  const receivable = acquirerReceivable('bench');
  const accounts = await ensureAccounts(db, [
    receivable,
    ...sellerIds.map((id) => sellerAccount(id, 'pending')),
  ]);
  const receivableId = accounts.get('acquirer:bench:receivable');
  const chunk = 100_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await pool.query(
      `with s as materialized (
         select gen_random_uuid() as tx_id, gen_random_uuid() as sale_id, i,
           ($3::uuid[])[1 + i % cardinality($3::uuid[])] as seller_id, 1000 + i % 9000 as amount
         from generate_series($1::int, $2::int) as i
       ), t as (
         insert into ledger_transactions (id, reference, type, seller_id, metadata, created_at)
         select tx_id, 'sale:' || sale_id, 'sale', seller_id,
           jsonb_build_object('saleId', sale_id, 'method', 'card', 'bench', true), now()
         from s
       ), e as (
         insert into ledger_entries (transaction_id, seller_id, account_id, amount, created_at)
         select tx_id, seller_id, $4::uuid, -amount, now() from s
         union all
         select s.tx_id, s.seller_id, a.id, s.amount, now()
         from s join ledger_accounts a on a.code = 'seller:' || s.seller_id || ':pending'
       ), r as (
         insert into ledger_releases (seller_id, sale_reference, method, bucket, amount,
           release_at, created_at)
         select seller_id, sale_id::text, 'card', 'pending', amount,
           $5::timestamptz + i * interval '1 millisecond', now()
         from s
       )
       update ledger_accounts a set balance = a.balance + x.total
       from (select seller_id, sum(amount) as total from s group by seller_id) as x
       where a.code = 'seller:' || x.seller_id || ':pending'`,
      [from, to, sellerIds, receivableId, dueFrom.toISOString()],
    );
  }
  await pool.query('analyze ledger_releases');
  await pool.query('analyze ledger_entries');
  await pool.query('analyze ledger_transactions');
}
