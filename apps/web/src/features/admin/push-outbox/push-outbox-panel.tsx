import { Anchor, Card, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OutboxPush } from '@repasse/core/contract/notifications';
import { IconBellOff, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { CardList } from '../panel-ui/card-list.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { useOutboxPushes } from './api/pushes.ts';
import { PushDetailsModal } from './push-details-modal.tsx';
import { pushEvent, pushTarget } from './push-labels.ts';
import { PushStatusBadge } from './push-status-badge.tsx';

/** Admin → Management → Push outbox: every push sent or tried (the sandbox provider stops here). */
export default function PushOutboxPanel() {
  const { t } = useTranslation();
  const { paging, setPage, setPageSize } = usePaging();
  const pushes = useOutboxPushes(paging);
  const [opened, setOpened] = useState<OutboxPush | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const rows = pushes.data?.items;
  const openLabel = (push: OutboxPush) =>
    t('pushOutbox.open', { title: push.title, target: pushTarget(t, push) });
  const empty = {
    icon: <IconBellOff size={24} aria-hidden />,
    title: t('pushOutbox.empty'),
    description: t('pushOutbox.emptyDescription'),
  };

  return (
    <>
      <PanelHeader title={t('admin.panels.pushOutbox')} description={t('pushOutbox.description')} />
      {pushes.isError && !pushes.data ? (
        <LoadError
          title={t('pushOutbox.loadError')}
          error={pushes.error}
          onRetry={() => void pushes.refetch()}
          retrying={pushes.isFetching}
        />
      ) : phone ? (
        <CardList
          rows={rows}
          loading={pushes.isPending}
          label={t('pushOutbox.tableLabel')}
          skeletonHeight={96}
          empty={empty}
        >
          {(push) => (
            <li key={push.id}>
              <UnstyledButton w="100%" onClick={() => setOpened(push)} aria-label={openLabel(push)}>
                <Paper withBorder radius="md" p="sm">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {push.title}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {pushTarget(t, push)} · {formatDateTime(push.createdAt)}
                      </Text>
                      <Group gap="xs">
                        <PushStatusBadge status={push.status} />
                        <Text size="xs" c="dimmed">
                          {pushEvent(t, push)}
                        </Text>
                      </Group>
                    </Stack>
                    <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          )}
        </CardList>
      ) : (
        <Card padding={0}>
          <Table.ScrollContainer minWidth={860}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('pushOutbox.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('pushOutbox.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('pushOutbox.columns.platform')}</Table.Th>
                  <Table.Th>{t('pushOutbox.columns.event')}</Table.Th>
                  <Table.Th>{t('pushOutbox.columns.title')}</Table.Th>
                  <Table.Th>{t('pushOutbox.columns.status')}</Table.Th>
                  <Table.Th ta="right">{t('pushOutbox.columns.attempts')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pushes.isPending ? (
                  <LoadingRows columns={6} />
                ) : rows?.length ? (
                  rows.map((push) => (
                    <Table.Tr
                      key={push.id}
                      onClick={() => setOpened(push)}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(push.createdAt)}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{pushTarget(t, push)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {pushEvent(t, push)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          fw={600}
                          ta="left"
                          aria-label={openLabel(push)}
                          onClick={(event) => {
                            event.stopPropagation();
                            setOpened(push);
                          }}
                        >
                          {push.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <PushStatusBadge status={push.status} />
                      </Table.Td>
                      <Table.Td ta="right">{push.attempts}</Table.Td>
                    </Table.Tr>
                  ))
                ) : (
                  <EmptyRow columns={6} {...empty} />
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {pushes.data ? (
        <TablePagination
          total={pushes.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <PushDetailsModal push={opened} onClose={() => setOpened(null)} />
    </>
  );
}
