import { Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useBalance } from '../../financial/api/balance.ts';
import { nextReleases } from './next-releases.ts';

const shown = 5;

/** What becomes available to withdraw next, by date: sales after their holding days, reserve. */
export function NextReleasesCard() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const balance = useBalance();
  const funds = useDeferredValue(balance.data);
  const releases = funds ? nextReleases(funds, shown) : null;
  return (
    <Card component="section" aria-labelledby="next-releases-title" h="100%">
      <Group justify="space-between" align="flex-start" mb="md" gap="xs">
        <Stack gap={2}>
          <Text id="next-releases-title" component="h2" fz="lg" fw={700} m={0}>
            {t('dashboard.releases.title')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('dashboard.releases.description')}
          </Text>
        </Stack>
        <Anchor component={Link} to="/financial" size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {t('dashboard.releases.statement')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {balance.isError && !funds ? (
        <LoadError
          title={t('dashboard.sales.loadError')}
          error={balance.error}
          onRetry={() => void balance.refetch()}
          retrying={balance.isFetching}
        />
      ) : !releases ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : releases.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.releases.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {releases.map((release) => (
            <Group
              component="li"
              key={`${release.date}-${release.kind}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py={8}
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatCalendarDate(release.date)}
                </Text>
                <Badge size="sm" variant="light" color={release.kind === 'sales' ? 'blue' : 'gray'}>
                  {t(`dashboard.releases.${release.kind}`)}
                </Badge>
              </Group>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(release.amount)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
