import { Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { auditDiff, type DiffChange } from './audit-diff.ts';

const changeColor: Record<DiffChange, string | undefined> = {
  added: 'var(--mantine-color-teal-light)',
  removed: 'var(--mantine-color-red-light)',
  changed: 'var(--mantine-color-yellow-light)',
  same: undefined,
};

type AuditDiffViewProps = { before: unknown; after: unknown };

/** Before and after of an audited action, one row per field, changes highlighted. */
export function AuditDiffView({ before, after }: AuditDiffViewProps) {
  const { t } = useTranslation();
  const rows = auditDiff(before, after);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('audit.diff.none')}
      </Text>
    );
  }
  const value = (text: string | undefined) =>
    text === undefined ? (
      <Text span size="xs" c="dimmed">
        —
      </Text>
    ) : (
      <Code style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Code>
    );
  if (phone) {
    return (
      <Stack
        gap={6}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('audit.diff.label')}
      >
        {rows.map((row) => (
          <Paper
            component="li"
            key={row.key}
            withBorder
            radius="sm"
            p="xs"
            bg={changeColor[row.change]}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {row.key}
              </Text>
              <Text size="xs">{t(`audit.diff.changes.${row.change}`)}</Text>
            </Group>
            <Text size="xs" mt={4}>
              {t('audit.diff.before')}: {value(row.before)}
            </Text>
            <Text size="xs" mt={2}>
              {t('audit.diff.after')}: {value(row.after)}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder verticalSpacing={6} fz="sm" aria-label={t('audit.diff.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('audit.diff.field')}</Table.Th>
            <Table.Th>{t('audit.diff.before')}</Table.Th>
            <Table.Th>{t('audit.diff.after')}</Table.Th>
            <Table.Th>{t('audit.diff.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} bg={changeColor[row.change]}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {row.key}
                </Text>
              </Table.Td>
              <Table.Td>{value(row.before)}</Table.Td>
              <Table.Td>{value(row.after)}</Table.Td>
              <Table.Td>
                <Text size="xs">{t(`audit.diff.changes.${row.change}`)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
