import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';

/*
 * The two statements every /v1 POST with an Idempotency-Key sends, written as fixed text rather
 * than through the query builder: building them was a measurable share of a card sale's CPU
 * (issue 14), and fixed text is one prepared statement per connection (db/prepared.ts).
 */

export type IdempotencyClaim = {
  sellerId: string;
  key: string;
  method: string;
  path: string;
  requestHash: string;
  createdAt: Date;
  expiresAt: Date;
};

/** Takes the key for this request; answers false when a record already holds it. */
export async function claimIdempotencyKey(
  database: Database,
  claim: IdempotencyClaim,
): Promise<boolean> {
  const rows = await runPrepared(
    database,
    sql`insert into idempotency_records
      (seller_id, key, method, path, request_hash, created_at, expires_at)
    values (${claim.sellerId}::uuid, ${claim.key}::text, ${claim.method}::text, ${claim.path}::text,
      ${claim.requestHash}::text, ${claim.createdAt.toISOString()}::timestamptz,
      ${claim.expiresAt.toISOString()}::timestamptz)
    on conflict do nothing
    returning key`,
  );
  return rows.length > 0;
}

/** The record a request holds and the answer it keeps there for its retries to replay. */
export type KeptAnswer = { sellerId: string; key: string; statusCode: number; body: string };

/**
 * An answer a use case keeps with the change it makes (decision 0009): where, and how the route
 * shapes the `T` it answers with.
 */
export type AnswerToKeep<T> = {
  record: Omit<KeptAnswer, 'body'>;
  shape: (answered: T) => string;
};

/**
 * The answer written into its record, when `gate` holds: a statement of its own here, or a part of
 * the statement or transaction that makes the answer (a sale and its answer then commit together,
 * so no crash between them can leave a retry without the sale's answer).
 */
export function keepAnswerSql(answer: KeptAnswer, gate: SQL = sql`true`): SQL {
  return sql`update idempotency_records
    set status_code = ${answer.statusCode}::int, response_body = ${answer.body}::text
    where seller_id = ${answer.sellerId}::uuid and key = ${answer.key}::text and ${gate}`;
}

/** Keeps the answer the request got, for its retries to replay. */
export async function keepIdempotentAnswer(database: Database, answer: KeptAnswer): Promise<void> {
  await runPrepared(database, keepAnswerSql(answer));
}
