import { Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAnticipatable } from '../api/anticipation.ts';
import { AnticipationHeader } from './anticipation-header.tsx';
import { AnticipationPicker } from './anticipation-picker.tsx';
import { useAnticipationFlow } from './use-anticipation-flow.ts';

/** Card anticipation: what can be anticipated, or why nothing can. */
export function AnticipationCard() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const anticipatable = useAnticipatable();
  // Lives here, not in the picker: the picker goes away once nothing is left to anticipate.
  const flow = useAnticipationFlow((result) =>
    notifications.show({
      color: 'teal',
      title: t('anticipation.success.title'),
      message: t('anticipation.success.message', { net: formatMoney(result.totals.net) }),
      closeButtonProps: { 'aria-label': t('common.close') },
    }),
  );
  return (
    <Card h="100%">
      <AnticipationHeader anticipationFee={anticipatable.data?.anticipationFee} />
      {anticipatable.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={36} />
          <Skeleton h={80} />
        </Stack>
      ) : anticipatable.isError ? (
        <LoadError
          title={t('anticipation.loadError')}
          error={anticipatable.error}
          onRetry={() => void anticipatable.refetch()}
          retrying={anticipatable.isFetching}
        />
      ) : anticipatable.data.items.length === 0 ? (
        <EmptyState
          py="lg"
          size="sm"
          icon={<IconCreditCard size={24} stroke={1.5} aria-hidden />}
          title={t('anticipation.empty.title')}
          description={t('anticipation.empty.description')}
        />
      ) : (
        <AnticipationPicker anticipatable={anticipatable.data} flow={flow} />
      )}
    </Card>
  );
}
