import { ActionIcon, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type Acquirer, routedMethods } from '@repasse/core/contract/acquirers';
import { IconPencil } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { methodFeeSummary } from '../fees/fee-summary.ts';
import { AcquirerMethodBadges, AcquirerStatusBadge } from './acquirer-badges.tsx';

export type AcquirersTableProps = { acquirers: Acquirer[]; onEdit: (acquirer: Acquirer) => void };

export function AcquirersTable({ acquirers, onEdit }: AcquirersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('acquirers.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('acquirers.table.name')}</Table.Th>
            <Table.Th>{t('acquirers.table.status')}</Table.Th>
            <Table.Th>{t('acquirers.table.methods')}</Table.Th>
            {routedMethods.map((method) => (
              <Table.Th key={method}>
                {t('acquirers.table.fee', { method: t(`acquirers.methods.${method}`) })}
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('acquirers.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {acquirers.map((acquirer) => (
            <Table.Tr key={acquirer.id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {acquirer.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`acquirers.kinds.${acquirer.kind}`)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <AcquirerStatusBadge active={acquirer.active} />
              </Table.Td>
              <Table.Td>
                <AcquirerMethodBadges methods={acquirer.methods} />
              </Table.Td>
              {routedMethods.map((method) => (
                <Table.Td key={method} style={{ whiteSpace: 'nowrap' }}>
                  {methodFeeSummary(acquirer.fees[method], locale)}
                </Table.Td>
              ))}
              <Table.Td>
                <Group justify="flex-end">
                  <Tooltip label={t('acquirers.edit')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('acquirers.editLabel', { name: acquirer.name })}
                      onClick={() => onEdit(acquirer)}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
