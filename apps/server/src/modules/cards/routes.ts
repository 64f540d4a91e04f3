import {
  cardTokenOriginsResponseSchema,
  cardTokenOriginsSchema,
  cardTokenSchema,
  createCardTokenSchema,
} from '@repasse/core/contract/card-tokens';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, unauthorized } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { cardTokenOriginsOf, isTokenOriginAllowed, setCardTokenOrigins } from './origins.ts';
import { toCardToken, vaultCard } from './tokens.ts';

/**
 * Browsers call /v1/tokens from the seller's pages. Every answer, refusals included, may be read
 * by the calling page so its developer sees why; what protects the seller is that tokens are made
 * only for pages whose origin the seller registered (checked once the key says whose it is).
 */
function allowBrowsers(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  if (!origin) return;
  reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
}

export const cardTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.options('/v1/tokens', {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      allowBrowsers(request, reply);
      return reply
        .code(204)
        .header('access-control-allow-methods', 'POST')
        .header('access-control-allow-headers', 'authorization, content-type')
        .header('access-control-max-age', '600')
        .send();
    },
  });

  app.post('/v1/tokens', {
    config: { access: 'public_key' },
    onRequest: async (request, reply) => allowBrowsers(request, reply),
    schema: {
      tags: ['api'],
      operationId: 'createCardToken',
      summary: "Tokenise a card with the seller's public key (from the buyer's browser)",
      description:
        'Single use, for 15 minutes. Charge with `card: { token }` on /v1/charges. The card number is kept only encrypted, the security code only until the charge is attempted.',
      body: createCardTokenSchema,
      response: { 201: cardTokenSchema },
    },
    handler: async (request, reply) => {
      const key = request.apiKey;
      if (key?.kind !== 'public') throw unauthorized();
      if (!(await isTokenOriginAllowed(app, request, key.sellerId)))
        throw new AppError('card_token.origin_not_allowed');
      const token = await vaultCard(
        app,
        { sellerId: key.sellerId, livemode: key.mode === 'live', keyId: key.keyId, ip: request.ip },
        request.body.card,
      );
      return reply.code(201).send(toCardToken(token));
    },
  });

  app.get('/web/integrations/card-token-origins', {
    config: { access: 'user' },
    schema: {
      tags: ['integrations'],
      summary: 'Web origins whose pages may tokenise cards with your public key',
      response: { 200: cardTokenOriginsResponseSchema },
    },
    handler: async (request) => ({
      origins: await cardTokenOriginsOf(app, requireAuth(request).user.id),
    }),
  });

  app.put('/web/integrations/card-token-origins', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['integrations'],
      summary: 'Set the web origins whose pages may tokenise cards with your public key',
      body: cardTokenOriginsSchema,
      response: { 200: cardTokenOriginsResponseSchema },
    },
    handler: async (request) => ({
      origins: await setCardTokenOrigins(
        app,
        request,
        requireAuth(request).user.id,
        request.body.origins,
      ),
    }),
  });
};
