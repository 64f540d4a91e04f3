import { Divider, Group, Stack, Text } from '@mantine/core';
import type { BalanceResponse } from '@repasse/core/contract/ledger';
import { formatCalendarDate } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

type ReleaseListProps = {
  title: string;
  releases: BalanceResponse['nextPendingReleases'];
  /** Dates listed before "and N more". */
  limit?: number;
};

/** The next days on which money becomes available, with the amount of each day. */
export function ReleaseList({ title, releases, limit = 3 }: ReleaseListProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (releases.length === 0) return null;
  const shown = releases.slice(0, limit);
  const more = releases.length - shown.length;
  return (
    <Stack gap={6}>
      <Divider />
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {title}
      </Text>
      <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((release) => (
          <Group component="li" key={release.date} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{formatCalendarDate(release.date)}</Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(release.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      {more > 0 ? (
        <Text size="xs" c="dimmed">
          {t('financial.balance.moreDates', { count: more })}
        </Text>
      ) : null}
    </Stack>
  );
}
