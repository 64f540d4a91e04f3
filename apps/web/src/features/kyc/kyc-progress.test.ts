import type { KycDocument, MyDocumentsResponse } from '@repasse/core/contract/kyc';
import type { DocumentStatus, DocumentType } from '@repasse/core/states/document';
import { describe, expect, it } from 'vitest';
import { kycProgress } from './kyc-progress.ts';

const doc = (type: DocumentType, status: DocumentStatus): KycDocument => ({
  id: status === 'unknown' ? null : '00000000-0000-4000-8000-000000000000',
  type,
  status,
  refusalReason: status === 'refused' ? 'Blurry' : null,
  contentType: status === 'unknown' ? null : 'image/png',
  sizeBytes: null,
  originalName: null,
  uploadedAt: null,
  reviewedAt: null,
});

const response = (
  statuses: [DocumentStatus, DocumentStatus, DocumentStatus],
  documentStatus: MyDocumentsResponse['documentStatus'] = 'not_validate',
): MyDocumentsResponse => ({
  documentStatus,
  required: ['rg_front', 'rg_back', 'selfie'],
  documents: [
    doc('rg_front', statuses[0]),
    doc('rg_back', statuses[1]),
    doc('selfie', statuses[2]),
  ],
});

describe('kycProgress', () => {
  it('counts pending and approved documents as sent', () => {
    expect(kycProgress(response(['pending', 'unknown', 'unknown']))).toEqual({
      stage: 'missing',
      sent: 1,
      required: 3,
      allSent: false,
    });
    expect(kycProgress(response(['pending', 'approved', 'pending']))).toMatchObject({
      stage: 'inReview',
      sent: 3,
      allSent: true,
    });
  });

  it('asks for refused documents first', () => {
    expect(kycProgress(response(['approved', 'refused', 'unknown']))).toMatchObject({
      stage: 'refused',
      sent: 1,
      allSent: false,
    });
  });

  it('follows the account status once decided', () => {
    expect(kycProgress(response(['approved', 'approved', 'approved'], 'validate')).stage).toBe(
      'verified',
    );
    expect(kycProgress(response(['unknown', 'unknown', 'unknown'], 'notApplicable'))).toMatchObject(
      { stage: 'notApplicable', allSent: true },
    );
  });
});
