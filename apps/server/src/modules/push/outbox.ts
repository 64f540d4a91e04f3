import type {
  OutboxPush,
  OutboxPushesPage,
  OutboxPushesQuery,
} from '@repasse/core/contract/notifications';
import type { FastifyInstance } from 'fastify';
import { pageOf, paginate } from '../../db/paging.ts';
import { outboxCount, outboxPage, type PushRow } from './queries.ts';

const toOutboxPush = (row: PushRow): OutboxPush => ({
  id: row.id,
  userId: row.userId,
  deviceId: row.deviceId,
  tokenLast4: row.tokenLast4,
  platform: row.platform,
  event: row.event,
  title: row.title,
  body: row.body,
  url: row.url,
  status: row.status,
  providerMessageId: row.providerMessageId,
  error: row.error,
  attempts: row.attempts,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Every push sent or tried, newest first: with the sandbox provider, the only place they go. */
export async function listOutboxPushes(
  app: FastifyInstance,
  page: OutboxPushesQuery,
): Promise<OutboxPushesPage> {
  const rows = await paginate(outboxPage(app.db), page);
  return pageOf(page, rows.map(toOutboxPush), await outboxCount(app.db));
}
