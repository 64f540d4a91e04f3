import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { webClient } from '../../../../shared/http/web-client.ts';

const generatedIdSchema = z.object({ uniqueId: z.string() });

/** A random unique id from the server (SPEC §5: "A random one can be generated"). */
export async function generateUniqueId(): Promise<string> {
  const { uniqueId } = await webClient.get('/admin/fee-profiles/generate-id', {
    schema: generatedIdSchema,
  });
  return uniqueId;
}

export const useGenerateUniqueId = () => useMutation({ mutationFn: generateUniqueId });
