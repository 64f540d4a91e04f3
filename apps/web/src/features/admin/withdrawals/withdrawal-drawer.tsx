import { Drawer, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useAdminWithdrawal } from './api/admin-withdrawals.ts';
import { WithdrawalDetail } from './withdrawal-detail.tsx';

type WithdrawalDrawerProps = { withdrawalId: string | null; onClose: () => void };

/** One withdrawal for a decision: seller, balance, amounts, timeline, notes and the actions. */
export function WithdrawalDrawer({ withdrawalId, onClose }: WithdrawalDrawerProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const detail = useAdminWithdrawal(withdrawalId);
  return (
    <Drawer
      opened={withdrawalId !== null}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 560}
      title={
        <Text fw={700} fz="lg">
          {t('adminWithdrawals.detail.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {detail.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={56} />
          <Skeleton h={120} />
          <Skeleton h={160} />
        </Stack>
      ) : detail.isError ? (
        <LoadError
          title={t('adminWithdrawals.errors.loadOne')}
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : (
        <WithdrawalDetail key={detail.data.withdrawal.id} detail={detail.data} />
      )}
    </Drawer>
  );
}
