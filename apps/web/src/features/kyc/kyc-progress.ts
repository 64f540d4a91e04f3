import type { MyDocumentsResponse } from '@repasse/core/contract/kyc';

export type KycStage =
  /** Every required document approved. */
  | 'verified'
  /** Admins and other accounts that need no documents. */
  | 'notApplicable'
  /** At least one required document was refused: send it again. */
  | 'refused'
  /** Some required documents were never sent. */
  | 'missing'
  /** Everything sent; waiting for the review. */
  | 'inReview';

export type KycProgress = {
  stage: KycStage;
  /** Required documents sent and not refused (pending or approved). */
  sent: number;
  required: number;
  /** True once nothing is left for the seller to do. */
  allSent: boolean;
};

/** Where the seller stands, from GET /web/kyc/documents. */
export function kycProgress({
  documentStatus,
  required,
  documents,
}: MyDocumentsResponse): KycProgress {
  const requiredDocuments = documents.filter((document) => required.includes(document.type));
  const sent = requiredDocuments.filter(
    (document) => document.status === 'pending' || document.status === 'approved',
  ).length;
  const base = { sent, required: required.length, allSent: sent === required.length };
  if (documentStatus === 'validate') return { ...base, stage: 'verified', allSent: true };
  if (documentStatus === 'notApplicable') return { ...base, stage: 'notApplicable', allSent: true };
  if (requiredDocuments.some((document) => document.status === 'refused'))
    return { ...base, stage: 'refused' };
  return { ...base, stage: base.allSent ? 'inReview' : 'missing' };
}
