import { Button, Card, EmptyState, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { type DateFilter, presetFilter } from '../../../shared/dates/date-presets.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { StatTile } from '../../recovery/overview/stat-tile.tsx';
import { useAffiliateLinks } from '../api/links.ts';
import { CommissionsSection } from './commissions-section.tsx';
import { LinkCard } from './link-card.tsx';

/**
 * The caller as an affiliate: the period's commissions by status, each link with its figures, and
 * the sales behind the commissions (with a CSV).
 */
export function LinksTab({ onOpenMarketplace }: { onOpenMarketplace: () => void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [period, setPeriod] = useState<DateFilter>(() => presetFilter('last7Days', new Date()));
  const links = useAffiliateLinks(period.range);
  const data = links.data;
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        role="search"
        aria-label={t('affiliates.links.periodLabel')}
      >
        <DateRangeFilter id="affiliate-links" value={period} onChange={setPeriod} />
      </SimpleGrid>
      {links.isError && !data ? (
        <LoadError
          title={t('affiliates.links.loadError')}
          error={links.error}
          onRetry={() => void links.refetch()}
          retrying={links.isFetching}
        />
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, xs: 3 }}
            spacing={{ base: 'sm', sm: 'md' }}
            aria-busy={links.isFetching}
          >
            {data
              ? (['pending', 'available', 'reversed'] as const).map((status) => (
                  <StatTile
                    key={status}
                    label={t(`affiliates.totals.${status}`)}
                    value={money(data.totals[status])}
                    dimmed={links.isPlaceholderData}
                    testId={`affiliate-total-${status}`}
                  >
                    <Text size="xs" c="dimmed">
                      {t(`affiliates.totals.${status}Hint`)}
                    </Text>
                  </StatTile>
                ))
              : [0, 1, 2].map((tile) => (
                  <Skeleton
                    key={tile}
                    h={96}
                    radius="lg"
                    role="status"
                    aria-label={t('app.loading')}
                  />
                ))}
          </SimpleGrid>
          <Card component="section" aria-labelledby="affiliate-links-title">
            <Stack gap={2} mb="md">
              <Text id="affiliate-links-title" component="h2" fz="lg" fw={700} m={0}>
                {t('affiliates.links.title')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('affiliates.links.description')}
              </Text>
            </Stack>
            {!data ? (
              <Stack gap="xs" role="status" aria-label={t('app.loading')}>
                <Skeleton h={140} radius="md" />
                <Skeleton h={140} radius="md" />
              </Stack>
            ) : data.items.length === 0 ? (
              <EmptyState
                py="lg"
                size="sm"
                icon={<IconLinkOff size={24} stroke={1.5} aria-hidden />}
                title={t('affiliates.links.empty')}
                description={t('affiliates.links.emptyDescription')}
              >
                <EmptyState.Actions>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconBuildingStore size={14} aria-hidden />}
                    onClick={onOpenMarketplace}
                  >
                    {t('affiliates.links.openMarketplace')}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            ) : (
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none', opacity: links.isPlaceholderData ? 0.6 : 1 }}
                aria-label={t('affiliates.links.title')}
              >
                {data.items.map((link) => (
                  <LinkCard key={link.id} link={link} />
                ))}
              </Stack>
            )}
          </Card>
        </>
      )}
      <CommissionsSection
        period={period.range}
        products={data?.items.map((link) => link.product) ?? []}
      />
    </Stack>
  );
}
