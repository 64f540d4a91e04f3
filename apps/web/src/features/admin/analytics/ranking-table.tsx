import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RankingsResponse } from '@repasse/core/contract/analytics';
import { IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { EmptyRow } from '../panel-ui/table-body-states.tsx';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { RankingList } from './ranking-list.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';
import { VolumeChange } from './volume-change.tsx';

export type Ranked = Pick<
  RankingsResponse['acquirers'][number],
  'volume' | 'count' | 'approvalRate' | 'previousVolume'
>;

type RankingTableProps<T extends Ranked> = {
  title: string;
  rows: T[];
  rowKey: (row: T) => string;
  /** The name cell: what is ranked, with its links. */
  name: (row: T) => ReactNode;
};

/** One ranking: position, who, volume, sales, approval rate and the volume's change. */
export function RankingTable<T extends Ranked>(props: RankingTableProps<T>) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const { title, rows, rowKey, name } = props;
  if (phone) {
    return (
      <ChartCard title={title}>
        <RankingList {...props} />
      </ChartCard>
    );
  }
  return (
    <ChartCard title={title}>
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-label={title} verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>{t('admin.analytics.columns.name')}</Table.Th>
              <Table.Th ta="right">{t('admin.analytics.rankings.volume')}</Table.Th>
              <Table.Th ta="right">{t('admin.analytics.rankings.count')}</Table.Th>
              <Table.Th ta="right">{t('admin.analytics.rankings.approvalRate')}</Table.Th>
              <Table.Th ta="right">{t('admin.analytics.rankings.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={classes.figure}>
            {rows.length === 0 ? (
              <EmptyRow
                columns={6}
                icon={<IconTrophy size={24} stroke={1.5} aria-hidden />}
                title={t('admin.analytics.rankings.empty')}
              />
            ) : (
              rows.map((row, index) => (
                <Table.Tr key={rowKey(row)}>
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>{name(row)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.volume)}</Table.Td>
                  <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                  <Table.Td ta="right">{format.rate(row.approvalRate)}</Table.Td>
                  <Table.Td ta="right">
                    <VolumeChange row={row} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ChartCard>
  );
}
