import { createHmac, createSecretKey, hkdfSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyRecords } from '../../db/schema.ts';
import { conflict } from '../../http/errors.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import {
  type AnswerToKeep,
  claimIdempotencyKey,
  type KeptAnswer,
  keepIdempotentAnswer,
} from './idempotency-queries.ts';

const lifetimeMs = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyKey: string | null;
    /** The use case kept the answer with the change it made: the hook must not write it again. */
    idempotentAnswerKept: boolean;
  }
}

/**
 * What a use case needs to keep this request's answer in the statement or transaction that makes
 * it: the record, the status the answer will carry and how the route shapes it; null when the
 * request holds no key.
 */
export function answerToKeep<T>(
  request: FastifyRequest,
  statusCode: number,
  shape: (answered: T) => string,
): AnswerToKeep<T> | null {
  const key = request.idempotencyKey;
  if (!key || !request.apiKey) return null;
  return { record: { sellerId: request.apiKey.sellerId, key, statusCode }, shape };
}

/** Sends the answer a use case kept, byte for byte what its retries will be replayed. */
export function sendKeptAnswer(request: FastifyRequest, reply: FastifyReply, kept: KeptAnswer) {
  request.idempotentAnswerKept = true;
  return reply
    .code(kept.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(kept.body);
}

/**
 * What a request is, for telling a retry from another request under the same key: card data
 * stands as its keyed fingerprint and expiry (a token stands as itself), the security code not
 * at all, and the whole is a keyed HMAC (PCI DSS 3.3.1 and 3.5.1: nothing a card number or code
 * could be recovered or confirmed from).
 */
function requestView(app: FastifyInstance, body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('card' in body)) return body;
  const card = (body as { card: unknown }).card;
  if (!card || typeof card !== 'object' || !('number' in card)) return body;
  const { number, expMonth, expYear } = card as {
    number: string;
    expMonth: number;
    expYear: number;
  };
  return {
    ...body,
    card: { fingerprint: app.cardVault.fingerprint(number).value, expMonth, expYear },
  };
}

/**
 * Stripe's idempotency for POSTs on /v1: the same key with the same request answers what the first
 * answered, for 24 hours; the same key with another request is a 409; a request still running is a
 * 409 too. Server errors are not kept, so the client may retry them.
 */
export function registerIdempotency(app: FastifyInstance) {
  app.decorateRequest('idempotencyKey', null);
  app.decorateRequest('idempotentAnswerKept', false);
  // A KeyObject made once: given a Buffer, every HMAC would import the key again.
  const hmacKey = createSecretKey(
    Buffer.from(
      hkdfSync('sha256', app.config.secretsKey, Buffer.alloc(0), 'repasse idempotency', 32),
    ),
  );
  const hashOf = (request: FastifyRequest) =>
    createHmac('sha256', hmacKey)
      .update(
        `${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.params ?? {})}\n${JSON.stringify(requestView(app, request.body ?? null))}`,
      )
      .digest('hex');

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.apiKey) return;
    const given = idempotencyKeyOf(request);
    if (given === undefined) return;
    // Scoped by mode: a test key reusing a live request's key must never replay the live answer.
    const key = `${request.apiKey.mode}:${given}`;
    const sellerId = request.apiKey.sellerId;
    const now = app.clock.now();
    const values = {
      sellerId,
      key,
      method: request.method,
      path: request.routeOptions.url ?? request.url,
      requestHash: hashOf(request),
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    };
    const created = await claimIdempotencyKey(app.database, values);
    if (created) {
      request.idempotencyKey = key;
      return;
    }
    const where = and(eq(idempotencyRecords.sellerId, sellerId), eq(idempotencyRecords.key, key));
    const [existing] = await app.db.select().from(idempotencyRecords).where(where);
    if (!existing) throw conflict('idempotency.in_progress');
    if (existing.expiresAt <= now) {
      // Past its 24 hours the key is free again.
      await app.db
        .update(idempotencyRecords)
        .set({ ...values, statusCode: null, responseBody: null })
        .where(where);
      request.idempotencyKey = key;
      return;
    }
    if (existing.requestHash !== values.requestHash) throw conflict('idempotency.mismatch');
    if (existing.statusCode === null || existing.responseBody === null)
      throw conflict('idempotency.in_progress');
    return reply
      .code(existing.statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .serializer((payload: unknown) => payload as string)
      .send(existing.responseBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.apiKey || request.idempotentAnswerKept) return payload;
    if (reply.statusCode >= 500)
      await app.db
        .delete(idempotencyRecords)
        .where(
          and(
            eq(idempotencyRecords.sellerId, request.apiKey.sellerId),
            eq(idempotencyRecords.key, key),
          ),
        );
    else
      await keepIdempotentAnswer(app.database, {
        sellerId: request.apiKey.sellerId,
        key,
        statusCode: reply.statusCode,
        body: String(payload),
      });
    return payload;
  });
}
