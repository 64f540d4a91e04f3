import { Text } from '@mantine/core';
import type { RecoverySummary } from '@repasse/core/contract/recovery-outreach';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { StatTile } from './stat-tile.tsx';
import { returnOnCostText, shareText } from './summary-figures.ts';

type OverviewStatsProps = { summary: RecoverySummary; stale: boolean };

/** The period's figures: what went out, what came back, and what it cost. */
export function OverviewStats({ summary, stale }: OverviewStatsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const count = (value: number) => value.toLocaleString(locale);
  const ofSent = (value: number) => shareText(value, summary.sent, locale);
  const returnOnCost = returnOnCostText(summary.returnOnCost, locale);
  const detail = (text: string) => (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
  const delivered = ofSent(summary.delivered);
  const clicked = ofSent(summary.clicked);
  return (
    <>
      <StatTile
        label={t('recoveryOutreach.overview.sent')}
        value={count(summary.sent)}
        dimmed={stale}
        testId="recovery-stat-sent"
      >
        {detail(t('recoveryOutreach.overview.failed', { count: summary.failed }))}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.delivered')}
        value={count(summary.delivered)}
        dimmed={stale}
        testId="recovery-stat-delivered"
      >
        {detail(
          delivered
            ? t('recoveryOutreach.overview.ofSent', { share: delivered })
            : t('recoveryOutreach.overview.deliveredHint'),
        )}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.clicked')}
        value={count(summary.clicked)}
        dimmed={stale}
        testId="recovery-stat-clicked"
      >
        {detail(
          clicked
            ? t('recoveryOutreach.overview.ofSent', { share: clicked })
            : t('recoveryOutreach.overview.clickedHint'),
        )}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.recovered')}
        value={count(summary.recovered)}
        dimmed={stale}
        testId="recovery-stat-recovered"
      >
        {detail(t('recoveryOutreach.overview.recoveredHint'))}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.recoveredAmount')}
        value={money(summary.recoveredAmount)}
        dimmed={stale}
        testId="recovery-stat-recovered-amount"
      >
        {detail(t('recoveryOutreach.overview.recoveredAmountHint'))}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.cost')}
        value={money(summary.cost)}
        dimmed={stale}
        testId="recovery-stat-cost"
      >
        {detail(t('recoveryOutreach.overview.costHint'))}
      </StatTile>
      <StatTile
        label={t('recoveryOutreach.overview.returnOnCost')}
        value={returnOnCost ?? '—'}
        dimmed={stale}
        testId="recovery-stat-return"
      >
        {detail(
          returnOnCost
            ? t('recoveryOutreach.overview.returnOnCostHint')
            : t('recoveryOutreach.overview.noCost'),
        )}
      </StatTile>
    </>
  );
}
