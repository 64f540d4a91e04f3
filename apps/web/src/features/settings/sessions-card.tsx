import { Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@repasse/core/contract/account';
import {
  IconDeviceDesktop,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconLogout,
} from '@tabler/icons-react';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { summarizeUserAgent } from '../../shared/session/user-agent.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useMySessions, useRevokeMySession } from './api/my-sessions.ts';
import { SettingsCard } from './settings-card.tsx';

/** "Your sessions": where the account is logged in, and a way to end the others. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  return (
    <SettingsCard
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      icon={IconDeviceLaptop}
    >
      {sessions.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : sessions.isError ? (
        <LoadError
          title={t('settings.sessions.loadError')}
          error={sessions.error}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.data.items.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}

function SessionRow({ session }: { session: Session }) {
  const { t } = useTranslation();
  const revoke = useRevokeMySession();
  const { browser, system } = summarizeUserAgent(session.userAgent);
  const device =
    browser && system
      ? t('settings.sessions.device', { browser, system })
      : (browser ?? system ?? t('settings.sessions.unknownDevice'));
  const mobile = system === 'Android' || system === 'iOS';
  const DeviceIcon = mobile ? IconDeviceMobile : IconDeviceDesktop;

  const onRevoke = () =>
    revoke.mutate(session.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('settings.sessions.revoked') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('settings.sessions.revokeError'),
          message: error.message,
        }),
    });

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 220px' }}>
          <ThemeIcon variant="light" color="gray" size={36} radius="md">
            <DeviceIcon size={20} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {device}
              </Text>
              {session.current ? (
                <Badge size="sm" variant="light" color="teal">
                  {t('settings.sessions.current')}
                </Badge>
              ) : null}
              {session.impersonated ? (
                <Badge size="sm" variant="light" color="yellow">
                  {t('settings.sessions.impersonated')}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                session.ip,
                t('settings.sessions.lastSeen', { date: formatDateTime(session.lastSeenAt) }),
                t('settings.sessions.signedIn', { date: formatDateTime(session.createdAt) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        {session.current ? (
          <Text size="xs" c="dimmed" maw={220}>
            {t('settings.sessions.currentHint')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={revoke.isPending}
            onClick={onRevoke}
            leftSection={<IconLogout size={14} aria-hidden />}
            aria-label={t('settings.sessions.revokeLabel', { device })}
          >
            {t('settings.sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
