import { randomBytes } from 'node:crypto';
import type {
  WebhookEndpoint,
  WebhookEndpointBody,
  WebhookEndpointCreated,
  WebhookEndpoints,
} from '@repasse/core/contract/integrations';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { secretBox } from '../../lib/secrets.ts';
import {
  deleteEndpoint,
  insertEndpoint,
  sellerEndpointRow,
  sellerEndpointRows,
  toEndpoint,
  updateEndpoint,
} from './queries.ts';

const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/** The seller's endpoint, or not found: another seller's endpoint is not theirs to touch. */
export async function ownEndpoint(app: FastifyInstance, sellerId: string, id: string) {
  const row = await sellerEndpointRow(app.db, sellerId, id);
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
  sellerId: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpointCreated> {
  await refuseInternalUrl(app, body.url, 'url');
  const secret = newWebhookSecret();
  const sealed = secretBox(app.config.secretsKey).seal(secret);
  const row = await insertEndpoint(app.db, sellerId, body, sealed, app.clock.now());
  return { ...toEndpoint(row), secret };
}

export async function changeEndpoint(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  body: WebhookEndpointBody,
): Promise<WebhookEndpoint> {
  await ownEndpoint(app, sellerId, id);
  await refuseInternalUrl(app, body.url, 'url');
  const change = { url: body.url, events: body.events, active: body.active };
  const row = await updateEndpoint(app.db, id, change, app.clock.now());
  if (!row) throw notFound();
  return toEndpoint(row);
}

/** Deliveries from now on are signed with the new secret, answered this once. */
export async function rollEndpointSecret(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<WebhookEndpointCreated> {
  await ownEndpoint(app, sellerId, id);
  const secret = newWebhookSecret();
  const sealed = secretBox(app.config.secretsKey).seal(secret);
  const row = await updateEndpoint(app.db, id, { secret: sealed }, app.clock.now());
  if (!row) throw notFound();
  return { ...toEndpoint(row), secret };
}

export async function removeEndpoint(app: FastifyInstance, sellerId: string, id: string) {
  await ownEndpoint(app, sellerId, id);
  await deleteEndpoint(app.db, id);
}
