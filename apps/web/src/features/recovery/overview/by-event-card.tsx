import { Card, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { RecoverySummary } from '@repasse/core/contract/recovery-outreach';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const columns = ['sent', 'clicked', 'recovered', 'recoveredAmount', 'cost'] as const;

/** Each event's sequence and what it did in the period: a table, cards on phones. */
export function ByEventCard({ summary }: { summary: RecoverySummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const value = (row: RecoverySummary['byEvent'][number], column: (typeof columns)[number]) =>
    column === 'recoveredAmount' || column === 'cost'
      ? money(row[column])
      : row[column].toLocaleString(locale);
  return (
    <Card component="section" aria-labelledby="recovery-by-event" h="100%">
      <Stack gap={2} mb="md">
        <Text id="recovery-by-event" component="h3" fz="lg" fw={700} m={0}>
          {t('recoveryOutreach.overview.byEvent')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('recoveryOutreach.overview.byEventDescription')}
        </Text>
      </Stack>
      {phone ? (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('recoveryOutreach.overview.byEvent')}
        >
          {summary.byEvent.map((row) => (
            <Paper component="li" key={row.event} withBorder radius="md" p="sm">
              <Text size="sm" fw={600} mb={6}>
                {t(`recoveryOutreach.events.${row.event}.title`)}
              </Text>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
                {columns.map((column) => (
                  <Text key={column} size="xs" c="dimmed" component="div">
                    {t(`recoveryOutreach.overview.columns.${column}`)}:{' '}
                    <Text span size="xs" c="var(--mantine-color-text)" style={figure}>
                      {value(row, column)}
                    </Text>
                  </Text>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native">
          <Table verticalSpacing="xs" aria-label={t('recoveryOutreach.overview.byEvent')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recoveryOutreach.overview.columns.event')}</Table.Th>
                {columns.map((column) => (
                  <Table.Th key={column} ta="right">
                    {t(`recoveryOutreach.overview.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.byEvent.map((row) => (
                <Table.Tr key={row.event} data-testid={`recovery-event-row-${row.event}`}>
                  <Table.Td>
                    <Text size="sm">{t(`recoveryOutreach.events.${row.event}.title`)}</Text>
                  </Table.Td>
                  {columns.map((column) => (
                    <Table.Td key={column} ta="right" style={figure}>
                      {value(row, column)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
