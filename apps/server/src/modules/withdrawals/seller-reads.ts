import type {
  Withdrawal,
  WithdrawalsPage,
  WithdrawalsQuery,
} from '@repasse/core/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import {
  sellerWithdrawalRow,
  sellerWithdrawalsPage,
  timelinesOf,
  toWithdrawal,
} from './queries.ts';

/** One of the seller's withdrawals with its timeline; another seller's is not found. */
export async function sellerWithdrawal(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<Withdrawal> {
  return withdrawalView(app.db, sellerId, id);
}

/** `sellerWithdrawal`, read through `db`: inside the transaction that made it, say. */
export async function withdrawalView(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<Withdrawal> {
  const row = await sellerWithdrawalRow(db, sellerId, id);
  if (!row) throw notFound();
  return toWithdrawal(row, (await timelinesOf(db, [row])).get(row.id) ?? []);
}

/** A page of the seller's withdrawals, newest first, with their timelines (/web and /v1). */
export async function listSellerWithdrawals(
  app: FastifyInstance,
  sellerId: string,
  query: WithdrawalsQuery,
): Promise<WithdrawalsPage> {
  const { rows, total } = await sellerWithdrawalsPage(app.db, sellerId, query);
  const timelines = await timelinesOf(app.db, rows);
  const items = rows.map((row) => toWithdrawal(row, timelines.get(row.id) ?? []));
  return pageOf(query, items, total);
}
