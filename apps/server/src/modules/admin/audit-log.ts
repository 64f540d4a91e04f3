import type { AuditPage, AuditQuery } from '@repasse/core/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { auditEntriesPage, toAuditEntry } from './audit-queries.ts';

export async function auditLogPage(app: FastifyInstance, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await auditEntriesPage(app.db, query);
  return pageOf(query, rows.map(toAuditEntry), total);
}
