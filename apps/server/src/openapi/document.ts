import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { errorBodySchema, idempotencyKeySchema } from '@repasse/core/contract/common';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from '../http/access.ts';
import { pagarmeSignatureHeader } from '../providers/acquirers/pagarme-webhook-auth.ts';
import { asaasWebhookTokenHeader } from '../providers/payouts/asaas.ts';
import { signatureHeader } from '../providers/payouts/signature.ts';

/**
 * The OpenAPI document integrators generate clients from (docs/decisions/0015-openapi.md). What
 * follows from a route's declarations is derived here, once, so no route can forget it: the
 * security of its surface, an operationId, and the error answers its access and shape make
 * possible. A route may still say more (its own operationId, extra error answers, the signature
 * schemes of a webhook).
 */

/** One per surface of docs/architecture.md §4; webhooks name the header each provider signs with. */
export const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token from `POST /web/public/auth/login` (the web app).',
  },
  secretKey: {
    type: 'http',
    scheme: 'bearer',
    description: "A seller's secret key, `sk_live_…` or `sk_test_…` (the seller's own systems).",
  },
  publicKey: {
    type: 'http',
    scheme: 'bearer',
    description: "A seller's public key, `pk_live_…` or `pk_test_…`: creates card tokens only.",
  },
  sandboxSignature: {
    type: 'apiKey',
    in: 'header',
    name: signatureHeader,
    description:
      'A sandbox provider\'s signature, `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.',
  },
  pagarmeSignature: {
    type: 'apiKey',
    in: 'header',
    name: pagarmeSignatureHeader,
    description: "Pagar.me's asymmetric signature over the raw body.",
  },
  asaasToken: {
    type: 'apiKey',
    in: 'header',
    name: asaasWebhookTokenHeader,
    description: 'The webhook token configured for the Asaas account.',
  },
  sandboxMessagingSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-sandbox-signature',
    description: "The sandbox messaging provider's hex HMAC-SHA256 of the raw body.",
  },
  twilioSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-twilio-signature',
    description: "Twilio's base64 HMAC-SHA1 of the URL followed by the sorted form fields.",
  },
  whatsappSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'x-hub-signature-256',
    description: "Meta's `sha256=<hex HMAC-SHA256 of the raw body>` under the app secret.",
  },
} as const;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The content type of the file a route answers (CSV, an image, a document): shown as its 200 in
     * the document, never a response schema, so Fastify sends the bytes as they are.
     */
    download?: string | readonly string[];
  }
}

type SchemeName = keyof typeof securitySchemes;
type Security = Partial<Record<SchemeName, string[]>>[];

const securityOf: Record<Exclude<Access, 'webhook'>, Security> = {
  public: [],
  user: [{ session: [] }],
  admin: [{ session: [] }],
  super_admin: [{ session: [] }],
  secret_key: [{ secretKey: [] }],
  public_key: [{ publicKey: [] }],
};

const fileAnswer = (contentTypes: string | readonly string[]) => ({
  description: 'The file',
  content: Object.fromEntries(
    [contentTypes]
      .flat()
      .map((type) => [
        type,
        { schema: type.startsWith('text/') ? z.string() : z.string().meta({ format: 'binary' }) },
      ]),
  ),
});

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorBodySchema } },
});

/** Which refusals a route can give follows from what it takes, who may call it and what it does. */
function errorAnswersOf(route: RouteOptions, access: Access, method: string) {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const mutates = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  const takesInput = mutates || Boolean(schema.querystring || schema.params || schema.body);
  const answers: Record<number, ReturnType<typeof errorAnswer>> = {};
  if (takesInput)
    answers[400] = errorAnswer('The input was refused; `fields` names what is wrong with each.');
  if (access !== 'public')
    answers[401] = errorAnswer(
      access === 'webhook'
        ? 'The signature is missing or wrong.'
        : 'The credentials are missing, expired or revoked.',
    );
  if (access !== 'public' && access !== 'webhook')
    answers[403] = errorAnswer(
      'The caller may not do this (role, impersonation, test or live mode, account status).',
    );
  if (route.url.includes(':')) answers[404] = errorAnswer('No such object for this caller.');
  if (mutates)
    answers[409] = errorAnswer(
      "The object's state or a concurrent request refuses it (e.g. an Idempotency-Key reused).",
    );
  return answers;
}

/** Every /v1 POST takes one (docs/decisions/0009-idempotency.md); the hook reads it, not a schema. */
const idempotencyHeaders = z.object({
  'idempotency-key': idempotencyKeySchema.optional().meta({
    description:
      'Names one intended operation: a retry with the same key and body answers what the first ' +
      'attempt answered, without doing it twice. 8 to 100 letters, digits, `-` or `_`.',
  }),
});

const words = (path: string) =>
  path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);

/** `GET /web/admin/orders/:id` → `getWebAdminOrdersById`: stable, unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const pascal = words(url).map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return method.toLowerCase() + pascal.join('');
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** Completes one operation from its route's declarations, then turns its zod schemas into JSON Schema. */
function transform(input: TransformInput) {
  const route = input.route as RouteOptions;
  const schema = (input.schema ?? {}) as Record<string, unknown>;
  const access = route.config?.access as Access | undefined;
  if (schema.hide || !access) return jsonSchemaTransform(input);
  const method = Array.isArray(route.method) ? (route.method[0] ?? 'GET') : route.method;
  if (access === 'webhook' && !schema.security)
    throw new Error(`${method} ${route.url}: a webhook names the signature schemes it accepts`);
  const { download, ...declaration } = schema;
  const declared = {
    ...(download ? { 200: fileAnswer(download as string | string[]) } : {}),
    ...((schema.response ?? {}) as Record<string, unknown>),
  };
  const takesIdempotencyKey = access === 'secret_key' && method === 'POST' && !schema.headers;
  return jsonSchemaTransform({
    ...input,
    schema: {
      ...declaration,
      ...(takesIdempotencyKey ? { headers: idempotencyHeaders } : {}),
      operationId: (schema.operationId as string | undefined) ?? operationIdOf(method, route.url),
      security:
        (schema.security as Security | undefined) ??
        securityOf[access as Exclude<Access, 'webhook'>],
      response: { ...errorAnswersOf(route, access, method), ...declared },
    },
  });
}

type WithSchemas = { paths?: unknown; components?: { schemas?: object } | undefined };

/**
 * Drops the components no operation reaches: zod registers an input and an output form of every
 * named schema, and clients generated from the document would carry both.
 */
export function withoutUnusedSchemas<D extends WithSchemas>(document: D): D {
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const refsIn = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
  const reached = new Set<string>();
  const pending = refsIn(document.paths ?? {});
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...refsIn(schemas[name] ?? {}));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } } as D;
}

export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Repasse API',
        version: '1.0.0',
        description:
          'Payments by Pix, card (up to 12 instalments) and boleto, balances and withdrawals. ' +
          '`/v1` is for sellers’ own systems (secret key, `Idempotency-Key` on every POST); ' +
          '`/web` serves the web app (session token); `/hooks` receives signed provider notices. ' +
          'Amounts are integer centavos. Errors answer `{ "error": { code, message, fields? } }` ' +
          'in the language of `Accept-Language`.',
        license: { name: 'Proprietary', url: `${publicUrl}/docs` },
      },
      servers: [{ url: publicUrl, description: 'This installation' }],
      components: { securitySchemes },
    },
    transform,
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  };
}
