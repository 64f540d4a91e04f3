import type { Acquirer, AcquirerBody, AcquirersList } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { lastFour, secretBox } from '../../lib/secrets.ts';
import { decide } from '../audit/decision.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  type AcquirerColumns,
  acquirerRow,
  acquirersByName,
  insertAcquirer,
  lockAcquirer,
  updateAcquirer,
} from './queries.ts';
import { type AcquirerRow, ensureSandboxAcquirer } from './registry.ts';

const tokenSlots = 6;

/** Tokens are write-only: the admin sees only their last four characters. */
function toAcquirer(app: FastifyInstance, row: AcquirerRow): Acquirer {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as 'sandbox',
    active: row.active,
    apiUrl: row.apiUrl,
    tokens: Array.from({ length: tokenSlots }, (_, i) =>
      row.tokens[i] ? lastFour(box.open(row.tokens[i] as string)) : null,
    ),
    methods: row.methods as Acquirer['methods'],
    retention: {
      pix: row.retention.pix ?? '0',
      card: row.retention.card ?? '0',
      boleto: row.retention.boleto ?? '0',
    },
    fees: row.fees,
    maxInstalments: row.maxInstalments,
    webhookUrl: `${app.config.publicUrl}/hooks/acquirers/${row.id}`,
  };
}

/** Each slot: a value replaces (sealed), '' clears, null keeps what is stored. */
function mergeTokens(app: FastifyInstance, stored: (string | null)[], incoming: (string | null)[]) {
  const box = secretBox(app.config.secretsKey);
  return Array.from({ length: tokenSlots }, (_, i) => {
    const value = incoming[i];
    if (value === null || value === undefined) return stored[i] ?? null;
    return value ? box.seal(value) : null;
  });
}

const columnsOf = (
  app: FastifyInstance,
  body: AcquirerBody,
  storedTokens: (string | null)[],
): AcquirerColumns => ({
  name: body.name,
  kind: body.kind,
  active: body.active,
  apiUrl: body.apiUrl || null,
  tokens: mergeTokens(app, storedTokens, body.tokens),
  methods: body.methods,
  retention: body.retention,
  fees: body.fees,
  maxInstalments: body.maxInstalments,
});

/**
 * The URL is checked when saved so the admin hears of an internal address at once; a name that
 * does not resolve from here yet is allowed (the call itself refuses it later). The sandbox is
 * created first, so adding the first real acquirer never leaves the platform without it.
 */
async function beforeSaving(app: FastifyInstance, body: AcquirerBody) {
  if (body.apiUrl) await refuseInternalUrl(app, body.apiUrl, 'apiUrl', { allowUnresolvable: true });
  await ensureSandboxAcquirer(app);
}

export async function listAcquirers(app: FastifyInstance): Promise<AcquirersList> {
  await ensureSandboxAcquirer(app);
  const rows = await acquirersByName(app.db);
  return { items: rows.map((row) => toAcquirer(app, row)) };
}

export async function createAcquirer(
  app: FastifyInstance,
  actor: AuditActor,
  body: AcquirerBody,
): Promise<Acquirer> {
  await beforeSaving(app, body);
  const row = await app.db.transaction(async (tx) => {
    const created = await insertAcquirer(tx, columnsOf(app, body, []));
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.acquirer.create',
      targetType: 'acquirer',
      targetId: created.id,
      after: { name: body.name, kind: body.kind, methods: body.methods },
    });
    return created;
  });
  return toAcquirer(app, row);
}

/** Replaces every field; tokens left null keep what is stored. */
export async function changeAcquirer(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  body: AcquirerBody,
): Promise<Acquirer> {
  await beforeSaving(app, body);
  await decide(app, actor, {
    action: 'admin.acquirer.update',
    targetType: 'acquirer',
    lock: async (tx) => {
      const row = await lockAcquirer(tx, id);
      if (!row) throw notFound();
      return row;
    },
    apply: async (tx, before) => {
      await updateAcquirer(tx, before.id, columnsOf(app, body, before.tokens), app.clock.now());
      return {
        before: {
          name: before.name,
          active: before.active,
          methods: before.methods,
          fees: before.fees,
          retention: before.retention,
        },
        after: {
          name: body.name,
          active: body.active,
          methods: body.methods,
          fees: body.fees,
          retention: body.retention,
        },
      };
    },
  });
  // Acquirers are never deleted: the row just changed is there.
  const row = await acquirerRow(app.db, id);
  if (!row) throw notFound();
  return toAcquirer(app, row);
}
