import type { Account, MySessionsResponse, PixKeyResponse } from '@repasse/core/contract/account';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/access.ts';
import { notFound } from '../../http/errors.ts';
import { activeSessionsOf, findUser, toAccount, toPixKey, toSession } from './queries.ts';

export async function accountOf(app: FastifyInstance, userId: string): Promise<Account> {
  const user = await findUser(app.db, userId);
  if (!user) throw notFound();
  return toAccount(user);
}

export async function pixKeyOf(app: FastifyInstance, userId: string): Promise<PixKeyResponse> {
  const user = await findUser(app.db, userId);
  if (!user) throw notFound();
  return { pixKey: toPixKey(user) };
}

/** The caller's live sessions; the one they are using is marked `current`. */
export async function mySessions(
  app: FastifyInstance,
  auth: AuthContext,
): Promise<MySessionsResponse> {
  const rows = await activeSessionsOf(app.db, app.clock, auth.user.id);
  return { items: rows.map((row) => toSession(row, auth.session.id)) };
}
