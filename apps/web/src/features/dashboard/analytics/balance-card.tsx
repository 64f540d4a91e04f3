import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useBalance } from '../../financial/api/balance.ts';
import { StatCard } from './stat-card.tsx';

/** The money ready to withdraw now, whatever the period: one click from the withdrawal. */
export function BalanceCard() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const balance = useBalance();
  // Drawn in a background render React splits into short tasks (see dashboard-screen.tsx).
  const funds = useDeferredValue(balance.data);
  if (balance.isError && !funds) {
    return (
      <LoadError
        title={t('dashboard.sales.loadError')}
        error={balance.error}
        onRetry={() => void balance.refetch()}
        retrying={balance.isFetching}
      />
    );
  }
  if (!funds) return <Skeleton h={128} radius="lg" />;
  return (
    <StatCard label={t('dashboard.sales.available')} value={money(funds.available)}>
      <Text size="xs" c="dimmed">
        {t('dashboard.sales.pending', { amount: money(funds.pending) })}
      </Text>
      <Anchor component={Link} to="/financial" size="xs" fw={600}>
        <Group gap={4} wrap="nowrap">
          {t('dashboard.sales.withdraw')}
          <IconArrowRight size={12} aria-hidden />
        </Group>
      </Anchor>
    </StatCard>
  );
}
