import type { KycDocument } from '@repasse/core/contract/kyc';
import { canReview } from '@repasse/core/states/document';
import type { FastifyInstance } from 'fastify';
import { conflict, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { queuePush } from '../push/notify.ts';
import {
  documentOwner,
  type KycDocumentRow,
  lockDocument,
  refreshUserDocumentStatus,
  toKycDocument,
  writeReview,
} from './queries.ts';

type Outcome =
  | { status: 'approved'; refusalReason: null }
  | { status: 'refused'; refusalReason: string };

/** An admin's verdict on a pending document; the seller's overall status follows from it. */
async function review(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  outcome: Outcome,
): Promise<KycDocument> {
  let reviewed: KycDocumentRow | undefined;
  await decide(app, actor, {
    action: outcome.status === 'approved' ? 'kyc.approve' : 'kyc.refuse',
    targetType: 'kyc_document',
    // The admin names the document alone: its seller is read first, the lock names it.
    lock: async (tx) => {
      const owner = await documentOwner(tx, id);
      const document = owner && (await lockDocument(tx, owner));
      if (!document) throw notFound();
      return document;
    },
    apply: async (tx, document) => {
      if (!canReview(document.status)) throw conflict('kyc.not_reviewable');
      const row = await writeReview(tx, document, {
        ...outcome,
        reviewedAt: app.clock.now(),
        reviewedBy: actor.auth?.user.id ?? null,
      });
      if (!row) throw notFound();
      reviewed = row;
      const userDocumentStatus = await refreshUserDocumentStatus(tx, document.sellerId);
      // A refusal asks the seller to act; approvals are announced once the account is validated.
      if (row.status === 'refused' || userDocumentStatus === 'validate')
        await queuePush(app, tx, {
          userId: document.sellerId,
          eventKey: `document_reviewed:${row.id}:${row.status}:${row.reviewedAt?.getTime()}`,
          data: { event: 'document_reviewed', approved: row.status !== 'refused' },
        });
      return {
        before: { status: document.status },
        after: { status: row.status, refusalReason: row.refusalReason, userDocumentStatus },
      };
    },
  });
  if (!reviewed) throw notFound();
  return toKycDocument(reviewed);
}

export const approveDocument = (app: FastifyInstance, actor: AuditActor, id: string) =>
  review(app, actor, id, { status: 'approved', refusalReason: null });

/** The reason is shown to the seller, who may send the document again. */
export const refuseDocument = (
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  reason: string,
) => review(app, actor, id, { status: 'refused', refusalReason: reason });
