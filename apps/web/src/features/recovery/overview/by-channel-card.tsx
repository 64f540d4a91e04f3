import { Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { RecoverySummary } from '@repasse/core/contract/recovery-outreach';
import { Suspense } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { RecoveryChannelLabel } from '../../../shared/ui/recovery-channel.tsx';
import { WhenSeen } from '../../../shared/ui/when-seen.tsx';
import { ChannelChart } from './lazy-charts.ts';

const chartHeight = 260;
const chartSkeleton = <Skeleton h={chartHeight} radius="md" />;

/**
 * Each channel's messages and sales (the chart), then its cost and what it won back in words: the
 * chart's figures stay readable without it.
 */
export function ByChannelCard({ summary }: { summary: RecoverySummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  return (
    <Card component="section" aria-labelledby="recovery-by-channel" h="100%">
      <Stack gap={2} mb="md">
        <Text id="recovery-by-channel" component="h3" fz="lg" fw={700} m={0}>
          {t('recoveryOutreach.overview.byChannel')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('recoveryOutreach.overview.byChannelDescription')}
        </Text>
      </Stack>
      <WhenSeen fallback={chartSkeleton}>
        <Suspense fallback={chartSkeleton}>
          <ChannelChart byChannel={summary.byChannel} height={chartHeight} />
        </Suspense>
      </WhenSeen>
      <Stack component="ul" gap="xs" p={0} mt="md" mb={0} style={{ listStyle: 'none' }}>
        {summary.byChannel.map((row) => (
          <Box component="li" key={row.channel}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <RecoveryChannelLabel channel={row.channel} />
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {t('recoveryOutreach.overview.channelLine', {
                  sent: row.sent.toLocaleString(locale),
                  recovered: money(row.recoveredAmount),
                  cost: money(row.cost),
                })}
              </Text>
            </Group>
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
