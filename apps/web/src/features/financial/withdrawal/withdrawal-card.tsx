import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useWithdrawalContext } from '../api/withdrawals.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

/** The withdrawal request (docs/product.md §2 "Financial: balance, withdrawal request"). */
export function WithdrawalCard() {
  const { t } = useTranslation();
  const context = useWithdrawalContext();
  return (
    <Card h="100%" component="section" aria-labelledby="withdrawal-title">
      <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
        <IconBuildingBank
          size={22}
          stroke={1.6}
          aria-hidden
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Stack gap={2}>
          <Text id="withdrawal-title" component="h2" fz="lg" fw={700} m={0}>
            {t('withdrawals.form.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('withdrawals.form.description')}
          </Text>
        </Stack>
      </Group>
      {context.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={48} />
          <Skeleton h={36} />
          <Skeleton h={72} />
          <Skeleton h={36} />
        </Stack>
      ) : context.isError ? (
        <LoadError
          title={t('withdrawals.form.loadError')}
          error={context.error}
          onRetry={() => void context.refetch()}
          retrying={context.isFetching}
        />
      ) : (
        <WithdrawalForm context={context.data} />
      )}
    </Card>
  );
}
