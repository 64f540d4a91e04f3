import { Button, Checkbox, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type NotificationEvent,
  type NotificationPreferences,
  notificationEvents,
} from '@repasse/core/contract/notifications';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from './api/notification-preferences.ts';
import { SettingsCard } from './settings-card.tsx';

type Channels = { push: boolean; email: boolean };
type Choices = Record<NotificationEvent, Channels>;

/** Every event, in the contract's order; an event the server did not list is on for both. */
export function choicesFrom(answer: NotificationPreferences): Choices {
  const choices = Object.fromEntries(
    notificationEvents.map((event) => [event, { push: true, email: true }]),
  ) as Choices;
  for (const item of answer.items) choices[item.event] = { push: item.push, email: item.email };
  return choices;
}

export const preferencesFrom = (choices: Choices): NotificationPreferences => ({
  items: notificationEvents.map((event) => ({ event, ...choices[event] })),
});

type NotificationsCardProps = { locked: boolean };

/** Which events reach this user by push (the phone app) and by email. */
export function NotificationsCard({ locked }: NotificationsCardProps) {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const mutation = useUpdateNotificationPreferences();
  const [choices, setChoices] = useState<Choices | null>(null);

  useEffect(() => {
    if (preferences.data) setChoices(choicesFrom(preferences.data));
  }, [preferences.data]);

  const toggle = (event: NotificationEvent, channel: keyof Channels, on: boolean) =>
    setChoices((current) =>
      current ? { ...current, [event]: { ...current[event], [channel]: on } } : current,
    );

  const save = () => {
    if (!choices) return;
    mutation.mutate(preferencesFrom(choices), {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('settings.notifications.saved') }),
      onError: (failed) =>
        notifications.show({
          color: 'red',
          title: t('settings.notifications.saveError'),
          message: failed.message,
        }),
    });
  };

  return (
    <SettingsCard
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      icon={IconBell}
    >
      {preferences.isPending || !choices ? (
        preferences.isError ? (
          <LoadError
            title={t('settings.notifications.loadError')}
            error={preferences.error}
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        ) : (
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
            <Skeleton h={32} radius="md" />
            <Skeleton h={32} radius="md" />
            <Skeleton h={32} radius="md" />
          </Stack>
        )
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('settings.notifications.event')}</Table.Th>
                  <Table.Th ta="center">{t('settings.notifications.push')}</Table.Th>
                  <Table.Th ta="center">{t('settings.notifications.email')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {notificationEvents.map((event) => {
                  const label = t(`settings.notifications.events.${event}`);
                  return (
                    <Table.Tr key={event}>
                      <Table.Td>
                        <Text size="sm">{label}</Text>
                      </Table.Td>
                      {(['push', 'email'] as const).map((channel) => (
                        <Table.Td key={channel}>
                          <Group justify="center">
                            <Checkbox
                              aria-label={t(`settings.notifications.${channel}Label`, {
                                event: label,
                              })}
                              checked={choices[event][channel]}
                              disabled={locked}
                              onChange={(change) =>
                                toggle(event, channel, change.currentTarget.checked)
                              }
                            />
                          </Group>
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button onClick={save} loading={mutation.isPending} disabled={locked}>
              {t('settings.notifications.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </SettingsCard>
  );
}
