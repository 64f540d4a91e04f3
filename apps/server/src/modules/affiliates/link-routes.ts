import {
  affiliateCodeParamsSchema,
  referralCodeParamsSchema,
} from '@repasse/core/contract/affiliates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieOf, setCookie } from '../../http/cookies.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { referralCookie, referralCookieDays } from '../referrals/referrals.ts';
import { recordClick, visitorCookie } from './attribution.ts';

const yearSeconds = 365 * 86_400;

/**
 * The short public links: an affiliate's (/go/<code>) and a seller's referral link
 * (/join/<code>). Both set a first-party cookie and redirect into the web app.
 */
export const affiliateLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.publicUrl.startsWith('https://');

  app.get('/go/:code', {
    config: { access: 'public' },
    schema: { hide: true, params: affiliateCodeParamsSchema },
    handler: async (request, reply) => {
      const visitor = cookieOf(request, visitorCookie) ?? randomBase62(22);
      const click = await recordClick(app, request.params.code, visitor);
      if (!click) return reply.code(404).send();
      setCookie(reply, visitorCookie, visitor, { maxAgeSeconds: yearSeconds, secure });
      const query = new URLSearchParams({ aff: request.params.code });
      if (click.clickId) query.set('click', click.clickId);
      reply.header('cache-control', 'no-store');
      return reply.redirect(`/checkout/${click.productId}?${query}`, 302);
    },
  });

  app.get('/join/:code', {
    config: { access: 'public' },
    schema: { hide: true, params: referralCodeParamsSchema },
    handler: async (request, reply) => {
      // First touch: a referral link followed earlier keeps the credit for its 30 days.
      if (!cookieOf(request, referralCookie))
        setCookie(reply, referralCookie, request.params.code, {
          maxAgeSeconds: referralCookieDays * 86_400,
          secure,
        });
      reply.header('cache-control', 'no-store');
      const query = new URLSearchParams({ mode: 'register', ref: request.params.code });
      return reply.redirect(`/auth?${query}`, 302);
    },
  });
};
