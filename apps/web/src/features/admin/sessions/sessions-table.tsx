import { Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminSession } from '@repasse/core/contract/admin-users';
import { IconDeviceDesktopAnalytics, IconLogout } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { useDeviceName } from './use-device-name.ts';

const columns = 5;

type SessionsTableProps = {
  rows: AdminSession[] | undefined;
  loading: boolean;
  onRevoke: (session: AdminSession, device: string) => void;
};

export function SessionsTable({ rows, loading, onRevoke }: SessionsTableProps) {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminSessions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={240}>{t('adminSessions.columns.user')}</Table.Th>
            <Table.Th>{t('adminSessions.columns.device')}</Table.Th>
            <Table.Th>{t('adminSessions.columns.lastSeen')}</Table.Th>
            <Table.Th>{t('adminSessions.columns.validity')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminUsers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((session) => {
              const device = deviceName(session.userAgent);
              return (
                <Table.Tr key={session.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <Text size="sm" fw={600}>
                        {session.user.fullName}
                      </Text>
                      <Badge
                        size="xs"
                        variant="light"
                        color={session.user.role === 'seller' ? 'gray' : 'brand'}
                        style={{ minWidth: 'max-content' }}
                      >
                        {t(`roles.${session.user.role}`)}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {session.user.email}
                    </Text>
                    {session.impersonated ? (
                      <Badge size="sm" mt={4} color="yellow" variant="light" tt="none">
                        {session.impersonator
                          ? t('adminSessions.impersonatedBy', { email: session.impersonator.email })
                          : t('adminSessions.impersonated')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{device}</Text>
                    <Text size="xs" c="dimmed">
                      {session.ip ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(session.lastSeenAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {t('adminSessions.started', { date: formatDateTime(session.createdAt) })}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {t('adminSessions.expires', { date: formatDateTime(session.expiresAt) })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconLogout size={14} aria-hidden />}
                      onClick={() => onRevoke(session, device)}
                      aria-label={t('adminSessions.revokeLabel', {
                        email: session.user.email,
                        device,
                      })}
                    >
                      {t('settings.sessions.revoke')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconDeviceDesktopAnalytics size={24} aria-hidden />}
              title={t('adminSessions.empty')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
