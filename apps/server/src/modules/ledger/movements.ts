import type { MovementsPage, MovementsQuery } from '@repasse/core/contract/ledger';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { movementRows, toMovement } from './queries.ts';

/** A page of every ledger movement, any seller's or the platform's, newest first. */
export async function ledgerMovements(
  app: FastifyInstance,
  query: MovementsQuery,
): Promise<MovementsPage> {
  const { rows, total } = await movementRows(
    app.db,
    {
      sellerId: query.userId,
      accountCode: query.account,
      type: query.type,
      from: query.from,
      to: query.to,
    },
    query,
  );
  return pageOf(query, rows.map(toMovement), total);
}
