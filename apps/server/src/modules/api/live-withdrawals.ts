import type {
  RequestWithdrawal,
  Withdrawal,
  WithdrawalsPage,
  WithdrawalsQuery,
} from '@repasse/core/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import type { AnswerToKeep, KeptAnswer } from '../integrations/idempotency-queries.ts';
import { submitWithdrawal } from '../withdrawals/request.ts';
import { listSellerWithdrawals, sellerWithdrawal } from '../withdrawals/seller-reads.ts';
import type { KeyScope } from './api-key.ts';

/*
 * Withdrawals move real money: they are live objects, which a test key never sees (an empty list,
 * a not found), and only a live key may request one.
 */

export async function keyWithdrawals(
  app: FastifyInstance,
  scope: KeyScope,
  query: WithdrawalsQuery,
): Promise<WithdrawalsPage> {
  if (!scope.livemode) return pageOf(query, [], 0);
  return listSellerWithdrawals(app, scope.sellerId, query);
}

export async function keyWithdrawal(
  app: FastifyInstance,
  scope: KeyScope,
  id: string,
): Promise<Withdrawal> {
  if (!scope.livemode) throw notFound();
  return sellerWithdrawal(app, scope.sellerId, id);
}

/**
 * A withdrawal asked through /v1 by a live key; the API's own Idempotency-Key layer answers
 * retries, so the request carries no key of its own. With `answer`, the answer is kept by the
 * transaction that holds the amount (decision 0009).
 */
export async function requestKeyWithdrawal(
  app: FastifyInstance,
  sellerId: string,
  input: RequestWithdrawal,
  answer: AnswerToKeep<Withdrawal> | null,
): Promise<{ withdrawal: Withdrawal; kept: KeptAnswer | null }> {
  const requester = { sellerId, impersonated: false };
  const { withdrawal, kept } = await submitWithdrawal(app, requester, input, undefined, answer);
  return { withdrawal, kept };
}
