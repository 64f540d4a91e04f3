import { ActionIcon, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { routedMethods } from '@repasse/core/contract/acquirers';
import { IconPencil } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { methodFeeSummary } from '../fees/fee-summary.ts';
import { AcquirerMethodBadges, AcquirerStatusBadge } from './acquirer-badges.tsx';
import type { AcquirersTableProps } from './acquirers-table.tsx';

/** Acquirers on a phone: one block each, fees stacked. */
export function AcquirersList({ acquirers, onEdit }: AcquirersTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('acquirers.title')}
    >
      {acquirers.map((acquirer) => (
        <Stack
          component="li"
          key={acquirer.id}
          gap="xs"
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {acquirer.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`acquirers.kinds.${acquirer.kind}`)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <AcquirerStatusBadge active={acquirer.active} />
              <ActionIcon
                variant="subtle"
                aria-label={t('acquirers.editLabel', { name: acquirer.name })}
                onClick={() => onEdit(acquirer)}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
          <AcquirerMethodBadges methods={acquirer.methods} />
          <SimpleGrid component="dl" cols={3} spacing={4} verticalSpacing={2} m={0}>
            {routedMethods.map((method) => (
              <Stack key={method} gap={0}>
                <Text component="dt" size="xs" c="dimmed">
                  {t(`acquirers.methods.${method}`)}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {methodFeeSummary(acquirer.fees[method], locale)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
