import { ActionIcon, Badge, Code, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { AuditEntry } from '@repasse/core/contract/admin-users';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { auditActionKey, isKnownAuditAction } from './audit-actions.ts';
import { AuditDiffView } from './audit-diff-view.tsx';

const columns = 6;

type AuditTableProps = { rows: AuditEntry[] | undefined; loading: boolean };

/** Who did what, when, to what; each row opens the before/after of the change. */
export function AuditTable({ rows, loading }: AuditTableProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  const toggle = (id: string) =>
    setOpen((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" aria-label={t('audit.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{t('audit.columns.details')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('audit.columns.when')}</Table.Th>
            <Table.Th>{t('audit.columns.who')}</Table.Th>
            <Table.Th>{t('audit.columns.what')}</Table.Th>
            <Table.Th>{t('audit.columns.target')}</Table.Th>
            <Table.Th>{t('audit.columns.ip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((entry) => {
              const expanded = open.includes(entry.id);
              const detailsId = `audit-${entry.id}`;
              const what = isKnownAuditAction(entry.action)
                ? t(auditActionKey(entry.action))
                : null;
              return (
                <Fragment key={entry.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Tooltip label={t(expanded ? 'audit.hide' : 'audit.show')} openDelay={400}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          aria-expanded={expanded}
                          aria-controls={detailsId}
                          aria-label={t('audit.showFor', {
                            action: what ?? entry.action,
                            date: formatDateTime(entry.createdAt),
                          })}
                          onClick={() => toggle(entry.id)}
                        >
                          {expanded ? (
                            <IconChevronDown size={16} aria-hidden />
                          ) : (
                            <IconChevronRight size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(entry.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {entry.actor?.email ?? t('audit.system')}
                      </Text>
                      {entry.impersonatorId ? (
                        <Badge size="xs" color="yellow" variant="light" tt="none">
                          {t('audit.viaImpersonation')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {what ? <Text size="sm">{what}</Text> : null}
                      <Code fz="xs">{entry.action}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.targetType}</Text>
                      {entry.targetId ? (
                        <Text
                          size="xs"
                          c="dimmed"
                          ff="monospace"
                          style={{ overflowWrap: 'anywhere' }}
                        >
                          {entry.targetId}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.ip ?? '—'}</Text>
                    </Table.Td>
                  </Table.Tr>
                  {expanded ? (
                    <Table.Tr id={detailsId}>
                      <Table.Td colSpan={columns} bg="var(--mantine-color-default-hover)">
                        <AuditDiffView before={entry.before} after={entry.after} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconHistory size={24} aria-hidden />}
              title={t('audit.empty')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
