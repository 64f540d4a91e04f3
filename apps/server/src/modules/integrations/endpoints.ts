import { randomBytes } from 'node:crypto';
import type {
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointCreated,
  WebhookEndpoints,
} from '@repasse/core/contract/integrations';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { secretBox } from '../../lib/secrets.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  deleteEndpoint,
  insertEndpoint,
  sellerEndpointRow,
  sellerEndpointRows,
  toEndpoint,
  updateEndpoint,
} from './queries.ts';

const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * Where a seller's events go is theirs to decide and an intruder's first change (their sales'
 * data sent elsewhere), so every change is in the audit log, the secret never.
 */
const audited = ({ url, events, active }: Pick<WebhookEndpoint, 'url' | 'events' | 'active'>) => ({
  url,
  events,
  active,
});

/** The seller's endpoint, or not found: another seller's endpoint is not theirs to touch. */
export async function ownEndpoint(
  db: DbOrTx,
  sellerId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const row = await sellerEndpointRow(db, sellerId, id, options);
  if (!row) throw notFound();
  return row;
}

export async function listEndpoints(
  app: FastifyInstance,
  sellerId: string,
): Promise<WebhookEndpoints> {
  return { items: (await sellerEndpointRows(app.db, sellerId)).map(toEndpoint) };
}

/**
 * The URL is vetted when saved, so the seller hears at once of an address the platform will not
 * call; each delivery vets it again. The signing secret is answered this once and kept sealed.
 */
export async function addEndpoint(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpointCreated> {
  await refuseInternalUrl(app, body.url, 'url');
  const secret = newWebhookSecret();
  const sealed = secretBox(app.config.secretsKey).seal(secret);
  return app.db.transaction(async (tx) => {
    const endpoint = toEndpoint(await insertEndpoint(tx, sellerId, body, sealed, app.clock.now()));
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.webhook_add',
      targetType: 'webhook_endpoint',
      targetId: endpoint.id,
      after: audited(endpoint),
    });
    return { ...endpoint, secret };
  });
}

export async function changeEndpoint(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  id: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpoint> {
  await ownEndpoint(app.db, sellerId, id);
  await refuseInternalUrl(app, body.url, 'url');
  return app.db.transaction(async (tx) => {
    // Locked: of two changes at once the second waits, and logs the first one's result as before.
    const before = toEndpoint(await ownEndpoint(tx, sellerId, id, { lock: true }));
    const change = { url: body.url, events: body.events, active: body.active };
    const row = await updateEndpoint(tx, sellerId, id, change, app.clock.now());
    if (!row) throw notFound();
    const endpoint = toEndpoint(row);
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.webhook_change',
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(before),
      after: audited(endpoint),
    });
    return endpoint;
  });
}

/** Deliveries from now on are signed with the new secret, answered this once. */
export async function rollEndpointSecret(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  id: string,
): Promise<WebhookEndpointCreated> {
  const secret = newWebhookSecret();
  const sealed = secretBox(app.config.secretsKey).seal(secret);
  return app.db.transaction(async (tx) => {
    await ownEndpoint(tx, sellerId, id);
    const row = await updateEndpoint(tx, sellerId, id, { secret: sealed }, app.clock.now());
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.webhook_secret_roll',
      targetType: 'webhook_endpoint',
      targetId: id,
    });
    return { ...toEndpoint(row), secret };
  });
}

export async function removeEndpoint(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  id: string,
) {
  await app.db.transaction(async (tx) => {
    const before = toEndpoint(await ownEndpoint(tx, sellerId, id, { lock: true }));
    await deleteEndpoint(tx, sellerId, id);
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.webhook_remove',
      targetType: 'webhook_endpoint',
      targetId: id,
      before: audited(before),
    });
  });
}
