import {
  Anchor,
  Card,
  EmptyState,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OutboxEmail } from '@repasse/core/contract/emails';
import { IconChevronRight, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { useOutboxEmails } from './api/emails.ts';
import { EmailPreviewModal } from './email-preview-modal.tsx';
import { EmailStatusBadge } from './email-status-badge.tsx';

/** Admin → Management → Email outbox: what the platform sent (or keeps locally without SMTP). */
export default function EmailOutboxPanel() {
  const { t } = useTranslation();
  const { paging, setPage, setPageSize } = usePaging();
  const emails = useOutboxEmails(paging);
  const [previewing, setPreviewing] = useState<OutboxEmail | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const rows = emails.data?.items;
  const template = (email: OutboxEmail) =>
    t(`emailOutbox.templates.${email.template}`, { defaultValue: email.template });
  const openLabel = (email: OutboxEmail) =>
    t('emailOutbox.open', { subject: email.subject, to: email.to });

  return (
    <>
      <PanelHeader
        title={t('admin.panels.emailOutbox')}
        description={t('emailOutbox.description')}
      />
      {emails.isError && !emails.data ? (
        <LoadError
          title={t('emailOutbox.loadError')}
          error={emails.error}
          onRetry={() => void emails.refetch()}
          retrying={emails.isFetching}
        />
      ) : phone ? (
        emails.isPending ? (
          <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
            <Skeleton h={80} radius="md" />
            <Skeleton h={80} radius="md" />
          </Stack>
        ) : rows?.length ? (
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('emailOutbox.tableLabel')}
          >
            {rows.map((email) => (
              <li key={email.id}>
                <UnstyledButton
                  w="100%"
                  onClick={() => setPreviewing(email)}
                  aria-label={openLabel(email)}
                >
                  <Paper withBorder radius="md" p="sm">
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Stack gap={4} style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                          {email.subject}
                        </Text>
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {email.to} · {formatDateTime(email.createdAt)}
                        </Text>
                        <EmailStatusBadge status={email.status} />
                      </Stack>
                      <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
                    </Group>
                  </Paper>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        ) : (
          <Card py="xl">
            <EmptyState
              size="sm"
              icon={<IconMailOff size={24} aria-hidden />}
              title={t('emailOutbox.empty')}
              description={t('emailOutbox.emptyDescription')}
            />
          </Card>
        )
      ) : (
        <Card padding={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table highlightOnHover verticalSpacing="sm" aria-label={t('emailOutbox.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('emailOutbox.columns.createdAt')}</Table.Th>
                  <Table.Th>{t('emailOutbox.columns.to')}</Table.Th>
                  <Table.Th>{t('emailOutbox.columns.subject')}</Table.Th>
                  <Table.Th>{t('emailOutbox.columns.template')}</Table.Th>
                  <Table.Th>{t('emailOutbox.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {emails.isPending ? (
                  <LoadingRows columns={5} />
                ) : rows?.length ? (
                  rows.map((email) => (
                    <Table.Tr
                      key={email.id}
                      onClick={() => setPreviewing(email)}
                      style={{ cursor: 'pointer' }}
                    >
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(email.createdAt)}
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{email.to}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          fw={600}
                          ta="left"
                          aria-label={openLabel(email)}
                          onClick={(event) => {
                            event.stopPropagation();
                            setPreviewing(email);
                          }}
                        >
                          {email.subject}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c="dimmed">
                          {template(email)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <EmailStatusBadge status={email.status} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                ) : (
                  <EmptyRow
                    columns={5}
                    icon={<IconMailOff size={24} aria-hidden />}
                    title={t('emailOutbox.empty')}
                    description={t('emailOutbox.emptyDescription')}
                  />
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {emails.data ? (
        <TablePagination
          total={emails.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <EmailPreviewModal email={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
