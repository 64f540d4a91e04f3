import {
  type AffiliateProgramInput,
  affiliateProgramSchema,
} from '@repasse/core/contract/affiliates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { affiliateKeys } from './affiliate-keys.ts';

const programPath = (productId: string) =>
  `/products/${encodeURIComponent(productId)}/affiliate-program`;

/** A product's affiliate programme (off, with defaults, until the seller opens it). */
export const useAffiliateProgram = (productId: string) =>
  useQuery({
    queryKey: affiliateKeys.program(productId),
    queryFn: ({ signal }) =>
      webClient.get(programPath(productId), { schema: affiliateProgramSchema, signal }),
  });

type SaveVariables = { productId: string; body: AffiliateProgramInput };

export function useSaveAffiliateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: SaveVariables) =>
      forbiddenAsAnswer((options) =>
        webClient.request(programPath(productId), {
          method: 'PUT',
          body,
          schema: affiliateProgramSchema,
          ...options,
        }),
      ),
    onSuccess: (program) =>
      queryClient.setQueryData(affiliateKeys.program(program.productId), program),
    // The marketplace and the producer's lists show the programme's terms.
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
