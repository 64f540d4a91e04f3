import type { AffiliationDecision, ProducerAffiliate } from '@repasse/core/contract/affiliates';
import type { FastifyInstance } from 'fastify';
import { decideAffiliation } from './affiliations.ts';
import { producerAffiliate } from './reports.ts';

/** The producer's decision, answered as the affiliate's row on their screen. */
export async function decideAndShow(
  app: FastifyInstance,
  sellerId: string,
  affiliationId: string,
  decision: AffiliationDecision,
): Promise<ProducerAffiliate> {
  const row = await decideAffiliation(app, sellerId, affiliationId, decision);
  return producerAffiliate(app, sellerId, row.id);
}
