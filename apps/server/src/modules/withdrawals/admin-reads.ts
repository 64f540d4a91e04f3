import type {
  AdminWithdrawal,
  AdminWithdrawalDetail,
  AdminWithdrawalsPage,
  AdminWithdrawalsQuery,
} from '@repasse/core/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import type { SellerRow } from '../../db/seller-row.ts';
import { notFound } from '../../http/errors.ts';
import { balancesOf } from '../ledger/balances.ts';
import {
  adminWithdrawalsPage,
  timelinesOf,
  toAdminWithdrawal,
  withdrawalWithSeller,
} from './queries.ts';

/** An admin's view of one withdrawal: by its id, or by its id and seller once those are known. */
export async function adminWithdrawal(
  app: FastifyInstance,
  key: string | SellerRow,
): Promise<AdminWithdrawal> {
  const row = await withdrawalWithSeller(app.db, key);
  if (!row) throw notFound();
  return toAdminWithdrawal(row.w, (await timelinesOf(app.db, [row.w])).get(row.w.id) ?? [], row.u);
}

/** What the admin weighs before deciding: the withdrawal and the seller's balances. */
export async function adminWithdrawalDetail(
  app: FastifyInstance,
  id: string,
): Promise<AdminWithdrawalDetail> {
  const withdrawal = await adminWithdrawal(app, id);
  const { available, pending, reserve, withdrawing } = await balancesOf(
    app.db,
    withdrawal.seller.id,
  );
  return { withdrawal, balance: { available, pending, reserve, withdrawing } };
}

/** The admin queue: filters, search (seller email or name, Pix key) and paging. */
export async function listAdminWithdrawals(
  app: FastifyInstance,
  query: AdminWithdrawalsQuery,
): Promise<AdminWithdrawalsPage> {
  const { rows, total } = await adminWithdrawalsPage(app.db, query);
  const timelines = await timelinesOf(
    app.db,
    rows.map((row) => row.w),
  );
  const items = rows.map((row) => toAdminWithdrawal(row.w, timelines.get(row.w.id) ?? [], row.u));
  return pageOf(query, items, total);
}
