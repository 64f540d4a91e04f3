import { Text } from '@mantine/core';
import type { SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ChangeLine } from './change-line.tsx';
import { StatCard } from './stat-card.tsx';

type AnalyticsStatCardsProps = { data: SellerAnalyticsResponse; stale: boolean };

/** Gross and net sales, their count, the average ticket, refunds and chargebacks. */
export function AnalyticsStatCards({ data, stale }: AnalyticsStatCardsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const locale = useLocale();
  const { current, previous } = data;
  const lost = current.refunds + current.chargebacks;
  const figures = [
    { key: 'gross', value: money(current.gross), now: current.gross, before: previous.gross },
    { key: 'net', value: money(current.net), now: current.net, before: previous.net },
    {
      key: 'count',
      value: current.count.toLocaleString(locale),
      now: current.count,
      before: previous.count,
    },
    {
      key: 'averageTicket',
      value: money(current.averageTicket),
      now: current.averageTicket,
      before: previous.averageTicket,
    },
  ] as const;
  return (
    <>
      {figures.map((figure) => (
        <StatCard
          key={figure.key}
          label={t(`dashboard.analytics.${figure.key}`)}
          value={figure.value}
          dimmed={stale}
        >
          <ChangeLine current={figure.now} previous={figure.before} />
          <Text size="xs" c="dimmed">
            {t(`dashboard.analytics.${figure.key}Detail`)}
          </Text>
        </StatCard>
      ))}
      <StatCard label={t('dashboard.analytics.refunds')} value={money(lost)} dimmed={stale}>
        <ChangeLine
          current={lost}
          previous={previous.refunds + previous.chargebacks}
          upIsGood={false}
        />
        <Text size="xs" c="dimmed">
          {t('dashboard.analytics.refundsCount', { count: current.refundsCount })} ·{' '}
          {t('dashboard.analytics.chargebacksCount', { count: current.chargebacksCount })}
        </Text>
      </StatCard>
    </>
  );
}
