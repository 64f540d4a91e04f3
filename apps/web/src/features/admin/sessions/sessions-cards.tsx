import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminSession } from '@repasse/core/contract/admin-users';
import { IconDeviceDesktopAnalytics, IconLogout } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import { useDeviceName } from './use-device-name.ts';

type SessionsCardsProps = {
  rows: AdminSession[] | undefined;
  loading: boolean;
  onRevoke: (session: AdminSession, device: string) => void;
};

/** The sessions table on phones: one card per session. */
export function SessionsCards({ rows, loading, onRevoke }: SessionsCardsProps) {
  const { t } = useTranslation();
  const deviceOf = useDeviceName();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminSessions.tableLabel')}
      skeletonHeight={120}
      empty={{
        icon: <IconDeviceDesktopAnalytics size={24} aria-hidden />,
        title: t('adminSessions.empty'),
      }}
    >
      {(session) => {
        const device = deviceOf(session.userAgent);
        return (
          <Paper component="li" key={session.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {session.user.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {session.user.email}
                  </Text>
                </div>
                <Badge
                  size="xs"
                  variant="light"
                  color={session.user.role === 'seller' ? 'gray' : 'brand'}
                  style={{ minWidth: 'max-content' }}
                >
                  {t(`roles.${session.user.role}`)}
                </Badge>
              </Group>
              {session.impersonated ? (
                <Badge size="sm" color="yellow" variant="light" tt="none">
                  {session.impersonator
                    ? t('adminSessions.impersonatedBy', { email: session.impersonator.email })
                    : t('adminSessions.impersonated')}
                </Badge>
              ) : null}
              <Text size="xs">{[device, session.ip].filter(Boolean).join(' · ')}</Text>
              <Text size="xs" c="dimmed">
                {t('adminSessions.columns.lastSeen')}: {formatDateTime(session.lastSeenAt)}
                <br />
                {t('adminSessions.columns.expiresAt')}: {formatDateTime(session.expiresAt)}
              </Text>
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconLogout size={14} aria-hidden />}
                onClick={() => onRevoke(session, device)}
                aria-label={t('adminSessions.revokeLabel', { email: session.user.email, device })}
                style={{ alignSelf: 'flex-start' }}
              >
                {t('settings.sessions.revoke')}
              </Button>
            </Stack>
          </Paper>
        );
      }}
    </CardList>
  );
}
