import { generatedUniqueIdSchema } from '@repasse/core/contract/fees';
import { useMutation } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

/** A random unique id from the server (docs/product.md §5: "A random one can be generated"). */
export async function generateUniqueId(): Promise<string> {
  const { uniqueId } = await webClient.get('/admin/fee-profiles/generate-id', {
    schema: generatedUniqueIdSchema,
  });
  return uniqueId;
}

export const useGenerateUniqueId = () => useMutation({ mutationFn: generateUniqueId });
