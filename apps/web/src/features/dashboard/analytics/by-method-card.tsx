import { Box, Card, ColorSwatch, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { paymentMethods } from '@repasse/core/fees/payment-methods';
import { Suspense } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { WhenSeen } from '../../../shared/ui/when-seen.tsx';
import { colorVariable, methodColors } from './chart-look.ts';
import { MethodDonut } from './lazy-charts.ts';
import { formatRate } from './percent-change.ts';

type ByMethodCardProps = { data: SellerAnalyticsResponse };

const donutSkeleton = <Skeleton h={150} w={150} circle mx="auto" />;

const none = { gross: 0, count: 0, created: 0, approvalRate: null };

/**
 * Each method's gross sales (the donut and its legend) and approval rate, paid ÷ charges created
 * (for Pix and boleto, how many buyers paid what they generated).
 */
export function ByMethodCard({ data }: ByMethodCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const rows = paymentMethods
    .map((method) => ({ method, ...(data.byMethod.find((row) => row.method === method) ?? none) }))
    .sort((a, b) => b.gross - a.gross || b.created - a.created);
  return (
    <Card component="section" aria-labelledby="by-method-title" h="100%">
      <Stack gap={2} mb="md">
        <Text id="by-method-title" component="h2" fz="lg" fw={700} m={0}>
          {t('dashboard.analytics.byMethod')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('dashboard.analytics.byMethodDescription')}
        </Text>
      </Stack>
      <WhenSeen fallback={donutSkeleton}>
        <Suspense fallback={donutSkeleton}>
          <MethodDonut byMethod={data.byMethod} />
        </Suspense>
      </WhenSeen>
      <Stack component="ul" gap="sm" p={0} mt="md" mb={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <Box component="li" key={row.method}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={colorVariable(methodColors[row.method])} size={12} />
                <Text size="sm" fw={600}>
                  {t(`orders.methods.${row.method}`)}
                </Text>
              </Group>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(row.gross)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
              <Text size="xs" c="dimmed">
                {row.approvalRate === null
                  ? t('dashboard.analytics.noCharges')
                  : t('dashboard.analytics.approved', {
                      rate: formatRate(row.approvalRate, locale),
                      count: row.created,
                    })}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('dashboard.analytics.sales', { count: row.count })}
              </Text>
            </Group>
            <Progress
              aria-hidden
              mt={6}
              size="sm"
              color={methodColors[row.method]}
              value={row.approvalRate === null ? 0 : Number(row.approvalRate)}
            />
          </Box>
        ))}
      </Stack>
    </Card>
  );
}
