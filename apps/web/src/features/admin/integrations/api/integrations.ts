import {
  type AdminIntegration,
  adminIntegrationSchema,
  adminIntegrationsSchema,
  type IntegrationCreateInput,
  type IntegrationFieldsInput,
} from '@repasse/core/contract/integration-catalog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { uploadWebFile } from '../../../../shared/http/web-files.ts';

export const adminIntegrationsKey = ['admin', 'integrations'] as const;

/** Every catalog entry, active or not, in the catalog's order. */
export const useAdminIntegrations = () =>
  useQuery({
    queryKey: adminIntegrationsKey,
    queryFn: ({ signal }) =>
      webClient.get('/admin/integrations', { schema: adminIntegrationsSchema, signal }),
  });

/** A new entry with its banner (a data URL of the chosen file). */
export function useCreateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationCreateInput) =>
      webClient.post('/admin/integrations', body, { schema: adminIntegrationSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIntegrationsKey }),
  });
}

/** An entry's texts and whether sellers see it. */
export function useUpdateIntegration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: IntegrationFieldsInput }) =>
      webClient.request(`/admin/integrations/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: adminIntegrationSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIntegrationsKey }),
  });
}

/** Replaces an entry's banner (multipart upload, as product images are sent). */
export function useReplaceBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }): Promise<AdminIntegration> =>
      uploadWebFile(`/admin/integrations/${encodeURIComponent(id)}/banner`, file, {
        method: 'PUT',
        schema: adminIntegrationSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIntegrationsKey }),
  });
}

/** Puts the catalog in the order given (every entry's id). */
export function useReorderIntegrations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      webClient.request('/admin/integrations/order', {
        method: 'PUT',
        body: { ids },
        schema: adminIntegrationsSchema,
      }),
    onSuccess: (answer) => queryClient.setQueryData(adminIntegrationsKey, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminIntegrationsKey }),
  });
}
