import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@repasse/core/contract/account';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { useRevokeSession } from '../sessions/api/revoke-session.ts';
import { useDeviceName } from '../sessions/use-device-name.ts';

type UserSessionsSectionProps = { sessions: Session[] };

/** The user's active sessions, each of which can be ended. */
export function UserSessionsSection({ sessions }: UserSessionsSectionProps) {
  const { t } = useTranslation();
  const revoke = useRevokeSession();
  const [confirming, setConfirming] = useState<Session | null>(null);
  const deviceName = useDeviceName();
  const deviceOf = (session: Session) => deviceName(session.userAgent);

  const confirm = () => {
    if (!confirming) return;
    revoke.mutate(confirming.id, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({ color: 'teal', message: t('adminSessions.revoked') });
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('adminSessions.errors.revoke'),
          message: error.message,
        }),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('adminUsers.detail.sessions')}
      </Title>
      {sessions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.detail.noSessions')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((session) => (
            <Paper component="li" key={session.id} withBorder radius="md" px="sm" py={8}>
              <Group justify="space-between" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Text size="sm" fw={600}>
                      {deviceOf(session)}
                    </Text>
                    {session.impersonated ? (
                      <Badge size="xs" color="yellow" variant="light">
                        {t('adminSessions.impersonated')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {[
                      session.ip,
                      t('settings.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconLogout size={14} aria-hidden />}
                  onClick={() => setConfirming(session)}
                  aria-label={t('settings.sessions.revokeLabel', { device: deviceOf(session) })}
                >
                  {t('settings.sessions.revoke')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('adminSessions.confirm.title')}
        confirmLabel={t('adminSessions.confirm.action')}
        loading={revoke.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {t('adminSessions.confirm.message', { device: confirming ? deviceOf(confirming) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
