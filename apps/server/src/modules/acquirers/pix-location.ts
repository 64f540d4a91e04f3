import type { PixLocation } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { formatReais } from '../../providers/payouts/reais.ts';
import { sandboxChargeByReference } from './queries.ts';

const pixStatus = (status: string): PixLocation['status'] =>
  status === 'pending' ? 'ATIVA' : status === 'expired' ? 'REMOVIDA_PELO_PSP' : 'CONCLUIDA';

/**
 * The sandbox Pix charge a dynamic BR Code points to, as the Pix API's `cob` payload. A real PSP
 * signs it as a JWS; the sandbox answers plain JSON.
 */
export async function pixLocation(app: FastifyInstance, reference: string): Promise<PixLocation> {
  const row = await sandboxChargeByReference(app.db, reference);
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
}
