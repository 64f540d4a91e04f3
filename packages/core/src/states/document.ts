import type { UserDocumentStatus } from '../contract/common.ts';

export const documentTypes = ['rg_front', 'rg_back', 'selfie', 'cnpj_doc'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentStatuses = ['pending', 'approved', 'refused', 'unknown'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** A company (registered with a company document) also proves the company. */
export function requiredDocumentTypes(isCompany: boolean): DocumentType[] {
  return isCompany
    ? ['rg_front', 'rg_back', 'selfie', 'cnpj_doc']
    : ['rg_front', 'rg_back', 'selfie'];
}

/** Admin review moves: approve or refuse a pending document; a new upload makes any document pending. */
export function canReview(status: DocumentStatus): boolean {
  return status === 'pending';
}

/** The user's status follows from the documents: validated only when every required one is approved. */
export function userDocumentStatusFrom(
  documents: { type: DocumentType; status: DocumentStatus }[],
  isCompany: boolean,
  isAdmin: boolean,
): UserDocumentStatus {
  if (isAdmin) return 'notApplicable';
  const approved = new Set(documents.filter((d) => d.status === 'approved').map((d) => d.type));
  return requiredDocumentTypes(isCompany).every((type) => approved.has(type))
    ? 'validate'
    : 'not_validate';
}
