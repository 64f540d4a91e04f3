import { ActionIcon, Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { ExchangeRate } from '@repasse/core/contract/analytics';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useExchangeRates, useRefreshExchangeRates } from '../api/exchange-rates.ts';
import { formatRate } from './format-rate.ts';

function RateFigures({ rate }: { rate: ExchangeRate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figures = [
    ['buy', rate.buy],
    ['sell', rate.sell],
  ] as const;
  return (
    <Stack gap={4} component="section" aria-label={`${rate.currency}/BRL`}>
      <Text size="sm" fw={600}>
        {rate.currency}/BRL{' '}
        <Text span size="sm" c="dimmed">
          {t(`dashboard.exchangeRates.${rate.currency}`)}
        </Text>
      </Text>
      <Group gap="lg">
        {figures.map(([side, value]) => (
          <Stack key={side} gap={0}>
            <Text size="xs" c="dimmed">
              {t(`dashboard.exchangeRates.${side}`)}
            </Text>
            <Text fz={20} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatRate(value, locale)}
            </Text>
          </Stack>
        ))}
      </Group>
      <Text size="xs" c="dimmed">
        {t('dashboard.exchangeRates.quotedAt', { time: formatDateTime(rate.quotedAt) })}
      </Text>
    </Stack>
  );
}

/**
 * USD and EUR in reais, from the server's cache of the rates provider. The refresh button asks
 * the server to try the provider again; when that fails, or the server could only give the last
 * rates it had, the widget says so and keeps showing them.
 */
export function ExchangeRateWidget() {
  const { t } = useTranslation();
  const titleId = useId();
  const rates = useExchangeRates();
  const refresh = useRefreshExchangeRates();
  const data = rates.data;
  const refreshFailed = refresh.isError && refresh.submittedAt >= rates.dataUpdatedAt;
  const updateFailed = data !== undefined && (data.stale || refreshFailed || rates.isError);

  return (
    <Card component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="nowrap" mb="md">
        <Text component="h2" id={titleId} fz="lg" fw={700} m={0}>
          {t('dashboard.exchangeRates.title')}
        </Text>
        {data ? (
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('dashboard.exchangeRates.refresh')}
            loading={refresh.isPending}
            onClick={() => refresh.mutate()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      {data ? (
        <Stack gap="md">
          {data.rates.map((rate) => (
            <RateFigures key={rate.currency} rate={rate} />
          ))}
          {updateFailed ? (
            <Alert
              color="red"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={16} aria-hidden />}
              title={t('dashboard.exchangeRates.updateError')}
            >
              {t('dashboard.exchangeRates.updateErrorDetail', {
                time: formatDateTime(data.fetchedAt),
              })}
            </Alert>
          ) : null}
        </Stack>
      ) : rates.isError ? (
        <LoadError
          title={t('dashboard.exchangeRates.loadError')}
          error={rates.error}
          onRetry={() => void rates.refetch()}
          retrying={rates.isFetching}
        />
      ) : (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={86} />
          <Skeleton h={86} />
        </Stack>
      )}
    </Card>
  );
}
