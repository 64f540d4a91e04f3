import {
  type NotificationPreferences,
  notificationPreferencesSchema,
} from '@repasse/core/contract/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';

export const notificationPreferencesQueryKey = ['settings', 'notification-preferences'] as const;

export const fetchNotificationPreferences = (
  signal?: AbortSignal,
): Promise<NotificationPreferences> =>
  webClient.get('/notification-preferences', { schema: notificationPreferencesSchema, signal });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: notificationPreferencesQueryKey,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());

/** A 403 here means "not while acting as the seller": shown on the card, no redirect. */
export const updateNotificationPreferences = (
  body: NotificationPreferences,
): Promise<NotificationPreferences> =>
  forbiddenAsAnswer((options) =>
    webClient.request('/notification-preferences', {
      method: 'PUT',
      body,
      schema: notificationPreferencesSchema,
      ...options,
    }),
  );

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (answer) => queryClient.setQueryData(notificationPreferencesQueryKey, answer),
  });
}
