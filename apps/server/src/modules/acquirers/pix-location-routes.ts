import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxCharges } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { formatReais } from '../../providers/payouts/reais.ts';

const pixStatus = (status: string) =>
  status === 'pending' ? 'ATIVA' : status === 'expired' ? 'REMOVIDA_PELO_PSP' : 'CONCLUIDA';

/**
 * The location a sandbox dynamic BR Code points to (field 26-25): the charge as the Pix API's
 * `cob` payload. A real PSP signs it as a JWS; the sandbox answers plain JSON.
 */
export const pixLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pix/qr/:reference', {
    config: { access: 'public' },
    schema: { hide: true, params: z.object({ reference: z.string().min(1).max(100) }) },
    handler: async (request) => {
      const [row] = await app.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.acquirerReference, request.params.reference));
      if (row?.method !== 'pix') throw notFound();
      const expiresIn = row.expiresAt
        ? Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 1000)
        : 3600;
      return {
        calendario: { criacao: row.createdAt.toISOString(), expiracao: expiresIn },
        txid: row.acquirerReference.replace(/[^A-Za-z0-9]/g, '').slice(0, 35),
        revisao: 0,
        status: pixStatus(row.status),
        valor: { original: formatReais(row.amount) },
        chave: 'sandbox@repasse.dev',
      };
    },
  });
};
