import type { Health } from '@repasse/core/contract/common';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** A database that does not answer is the probe's answer, not an error: it never throws. */
export async function checkHealth(app: FastifyInstance): Promise<Health> {
  try {
    await app.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok' };
  } catch {
    return { status: 'unavailable', database: 'unavailable' };
  }
}
