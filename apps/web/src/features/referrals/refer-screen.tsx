import {
  Card,
  EmptyState,
  Grid,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Referrals } from '@repasse/core/contract/affiliates';
import { IconChartBar, IconUserPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { WhenSeen } from '../../shared/ui/when-seen.tsx';
import { StatTile } from '../recovery/overview/stat-tile.tsx';
import { useReferrals } from './api/referrals.ts';
import { EarningsChart } from './lazy-chart.ts';
import { ReferralLinkCard } from './referral-link-card.tsx';
import { ReferredCards, ReferredTable } from './referred-list.tsx';
import { monthLabel } from './share-links.ts';

const chartHeight = 240;
const chartSkeleton = <Skeleton h={chartHeight} radius="md" />;

/**
 * /refer (issue 17): the seller's referral link to copy or share, the terms, what it earned
 * (totals and by month) and the sellers it brought with where each stands.
 */
export function ReferScreen() {
  const { t } = useTranslation();
  const referrals = useReferrals();
  return (
    <>
      <PageHeader title={t('referrals.title')} description={t('referrals.description')} />
      {referrals.isPending ? (
        <Stack gap="lg" role="status" aria-label={t('app.loading')}>
          <Skeleton h={220} radius="lg" />
          <Skeleton h={chartHeight + 80} radius="lg" />
        </Stack>
      ) : referrals.isError ? (
        <LoadError
          title={t('referrals.loadError')}
          error={referrals.error}
          onRetry={() => void referrals.refetch()}
          retrying={referrals.isFetching}
        />
      ) : (
        <ReferralsView referrals={referrals.data} />
      )}
    </>
  );
}

function ReferralsView({ referrals }: { referrals: Referrals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const earnedAnything = referrals.byMonth.some((row) => row.amount !== 0);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ReferralLinkCard referrals={referrals} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing={{ base: 'sm', sm: 'md' }}>
            <StatTile
              label={t('referrals.totals.earned')}
              value={money(referrals.totals.earned)}
              testId="referral-total-earned"
            >
              <Text size="xs" c="dimmed">
                {t('referrals.totals.earnedHint')}
              </Text>
            </StatTile>
            <StatTile
              label={t('referrals.totals.pending')}
              value={money(referrals.totals.pending)}
              testId="referral-total-pending"
            >
              <Text size="xs" c="dimmed">
                {t('referrals.totals.pendingHint')}
              </Text>
            </StatTile>
          </SimpleGrid>
        </Grid.Col>
      </Grid>
      <Card component="section" aria-labelledby="referral-by-month">
        <Stack gap={2} mb="md">
          <Text id="referral-by-month" component="h2" fz="lg" fw={700} m={0}>
            {t('referrals.byMonth.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('referrals.byMonth.description')}
          </Text>
        </Stack>
        {earnedAnything ? (
          <>
            <WhenSeen fallback={chartSkeleton}>
              <Suspense fallback={chartSkeleton}>
                <EarningsChart byMonth={referrals.byMonth} height={chartHeight} />
              </Suspense>
            </WhenSeen>
            {/* The chart's figures in words, for screen readers (an SVG chart says nothing). */}
            <VisuallyHidden>
              <ul>
                {referrals.byMonth.map((row) => (
                  <li key={row.month}>
                    {monthLabel(row.month, locale)}: {money(row.amount)}
                  </li>
                ))}
              </ul>
            </VisuallyHidden>
          </>
        ) : (
          <EmptyState
            py="lg"
            size="sm"
            icon={<IconChartBar size={24} stroke={1.5} aria-hidden />}
            title={t('referrals.byMonth.empty')}
            description={t('referrals.byMonth.emptyDescription')}
          />
        )}
      </Card>
      <Card component="section" aria-labelledby="referral-referred">
        <Stack gap={2} mb="md">
          <Text id="referral-referred" component="h2" fz="lg" fw={700} m={0}>
            {t('referrals.referred.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('referrals.referred.description')}
          </Text>
        </Stack>
        {referrals.referred.length === 0 ? (
          <EmptyState
            py="lg"
            size="sm"
            icon={<IconUserPlus size={24} stroke={1.5} aria-hidden />}
            title={t('referrals.referred.empty')}
            description={t('referrals.referred.emptyDescription')}
          />
        ) : phone ? (
          <ReferredCards rows={referrals.referred} />
        ) : (
          <ReferredTable rows={referrals.referred} />
        )}
      </Card>
    </Stack>
  );
}
