import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconArrowUpRight, IconClockHour4, IconLock, IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useBalance } from '../api/balance.ts';
import { BalanceCard } from './balance-card.tsx';
import { ReleaseList } from './release-list.tsx';

const iconProps = { size: 18, stroke: 1.7, 'aria-hidden': true } as const;

/** Available, pending and reserve balances, and money on its way to the bank when there is any. */
export function BalanceSection() {
  const { t } = useTranslation();
  const balance = useBalance();

  if (balance.isPending) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, lg: 3 }}
        aria-busy="true"
        role="status"
        aria-label={t('app.loading')}
      >
        <Skeleton h={150} radius="lg" />
        <Skeleton h={150} radius="lg" />
        <Skeleton h={150} radius="lg" />
      </SimpleGrid>
    );
  }

  if (balance.isError) {
    return (
      <LoadError
        title={t('financial.balance.loadError')}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }

  const { available, pending, reserve, withdrawing } = balance.data;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: withdrawing !== 0 ? 4 : 3 }} spacing="md">
      <BalanceCard
        label={t('financial.balance.available')}
        hint={t('financial.balance.availableHint')}
        cents={available}
        color="teal"
        icon={<IconWallet {...iconProps} />}
      />
      <BalanceCard
        label={t('financial.balance.pending')}
        hint={t('financial.balance.pendingHint')}
        cents={pending}
        color="yellow"
        icon={<IconClockHour4 {...iconProps} />}
      >
        <ReleaseList
          title={t('financial.balance.nextReleases')}
          releases={balance.data.nextPendingReleases}
        />
      </BalanceCard>
      <BalanceCard
        label={t('financial.balance.reserve')}
        hint={t('financial.balance.reserveHint')}
        cents={reserve}
        color="grape"
        icon={<IconLock {...iconProps} />}
      >
        <ReleaseList
          title={t('financial.balance.reserveReleases')}
          releases={balance.data.nextReserveReleases}
        />
      </BalanceCard>
      {withdrawing !== 0 ? (
        <BalanceCard
          label={t('financial.balance.withdrawing')}
          hint={t('financial.balance.withdrawingHint')}
          cents={withdrawing}
          color="blue"
          icon={<IconArrowUpRight {...iconProps} />}
        />
      ) : null}
    </SimpleGrid>
  );
}
