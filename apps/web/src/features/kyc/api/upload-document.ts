import {
  type KycDocument,
  kycDocumentSchema,
  type MyDocumentsResponse,
} from '@repasse/core/contract/kyc';
import type { DocumentType } from '@repasse/core/states/document';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWebFile } from '../../../shared/http/web-files.ts';
import { meQueryKey } from '../../../shared/session/me-query.ts';
import { myDocumentsQueryKey } from './my-documents.ts';

export type UploadDocumentInput = { file: File; onProgress: (percent: number) => void };

export const uploadDocument = (
  type: DocumentType,
  { file, onProgress }: UploadDocumentInput,
): Promise<KycDocument> =>
  uploadWebFile(`/kyc/documents/${type}`, file, { schema: kycDocumentSchema, onProgress });

/** Sends (or replaces) one document; the list shows it as pending right away. */
export function useUploadDocument(type: DocumentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => uploadDocument(type, input),
    onSuccess: (document) => {
      queryClient.setQueryData<MyDocumentsResponse>(myDocumentsQueryKey, (current) =>
        current
          ? {
              ...current,
              documents: current.documents.map((item) =>
                item.type === document.type ? document : item,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: myDocumentsQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
