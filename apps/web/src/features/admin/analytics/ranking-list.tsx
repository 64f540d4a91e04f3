import { EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import type { Ranked } from './ranking-table.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';
import { VolumeChange } from './volume-change.tsx';

type RankingListProps<T extends Ranked> = {
  title: string;
  rows: T[];
  rowKey: (row: T) => string;
  name: (row: T) => ReactNode;
};

/** A ranking on a phone: one block per position, its figures two by two. */
export function RankingList<T extends Ranked>({ title, rows, rowKey, name }: RankingListProps<T>) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  if (rows.length === 0) {
    return (
      <EmptyState
        size="sm"
        icon={<IconTrophy size={24} stroke={1.5} aria-hidden />}
        title={t('admin.analytics.rankings.empty')}
      />
    );
  }
  const figure = (label: string, value: ReactNode) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} className={classes.figure}>
        {value}
      </Text>
    </div>
  );
  return (
    <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
      {rows.map((row, index) => (
        <Stack
          component="li"
          key={rowKey(row)}
          gap="xs"
          py="sm"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Text fw={700} className={classes.figure}>
              {index + 1}
            </Text>
            <div style={{ minWidth: 0 }}>{name(row)}</div>
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
            {figure(t('admin.analytics.rankings.volume'), format.money(row.volume))}
            {figure(t('admin.analytics.rankings.count'), format.count(row.count))}
            {figure(t('admin.analytics.rankings.approvalRate'), format.rate(row.approvalRate))}
            {figure(t('admin.analytics.rankings.change'), <VolumeChange row={row} />)}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}
