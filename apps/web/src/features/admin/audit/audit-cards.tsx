import { Badge, Button, Code, Paper, Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@repasse/core/contract/admin-users';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import { auditActionKey, isKnownAuditAction } from './audit-actions.ts';
import { AuditDiffView } from './audit-diff-view.tsx';

type AuditCardsProps = { rows: AuditEntry[] | undefined; loading: boolean };

/** The audit log on phones: one card per entry, its changes folded. */
export function AuditCards({ rows, loading }: AuditCardsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string[]>([]);
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('audit.tableLabel')}
      skeletonHeight={110}
      empty={{ icon: <IconHistory size={24} aria-hidden />, title: t('audit.empty') }}
    >
      {(entry) => {
        const expanded = open.includes(entry.id);
        const detailsId = `audit-card-${entry.id}`;
        const what = isKnownAuditAction(entry.action)
          ? t(auditActionKey(entry.action))
          : entry.action;
        return (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {what}
              </Text>
              <Code fz="xs" style={{ alignSelf: 'flex-start' }}>
                {entry.action}
              </Code>
              <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                {entry.actor?.email ?? t('audit.system')} · {formatDateTime(entry.createdAt)}
              </Text>
              {entry.impersonatorId ? (
                <Badge size="xs" color="yellow" variant="light" tt="none">
                  {t('audit.viaImpersonation')}
                </Badge>
              ) : null}
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {entry.targetType}
                {entry.targetId ? ` · ${entry.targetId}` : ''}
                {entry.ip ? ` · ${entry.ip}` : ''}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                style={{ alignSelf: 'flex-start' }}
                leftSection={
                  expanded ? (
                    <IconChevronDown size={14} aria-hidden />
                  ) : (
                    <IconChevronRight size={14} aria-hidden />
                  )
                }
                aria-expanded={expanded}
                aria-controls={detailsId}
                aria-label={t('audit.showFor', {
                  action: what,
                  date: formatDateTime(entry.createdAt),
                })}
                onClick={() =>
                  setOpen((current) =>
                    current.includes(entry.id)
                      ? current.filter((item) => item !== entry.id)
                      : [...current, entry.id],
                  )
                }
              >
                {t(expanded ? 'audit.hide' : 'audit.show')}
              </Button>
              {expanded ? (
                <div id={detailsId}>
                  <AuditDiffView before={entry.before} after={entry.after} />
                </div>
              ) : null}
            </Stack>
          </Paper>
        );
      }}
    </CardList>
  );
}
