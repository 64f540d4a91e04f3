import { Alert, Anchor, Box, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { IconArrowLeft, IconFlask, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ImpersonationNotice, useImpersonating } from '../../shared/ui/impersonation-notice.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useOrder, useRefundOrder, useSimulateOrderPayment } from './api/orders.ts';
import {
  OrderAttemptsCard,
  OrderFeesCard,
  OrderSummaryCard,
  OrderTimelineCard,
} from './order-detail-cards.tsx';
import { OrderRecoveryCard } from './order-recovery-card.tsx';
import { RefundModal } from './refund-modal.tsx';

/** One order: what was paid, the fees, the timeline, the acquirer attempts; refund it. */
export function OrderScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const order = useOrder(id);
  const back = (
    <Anchor component={Link} to="/orders" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('orders.detail.back')}
      </Group>
    </Anchor>
  );
  if (!id) return <Alert color="red">{t('orders.detail.missing')}</Alert>;
  if (order.isPending) {
    return (
      <Stack role="status" aria-label={t('app.loading')}>
        <Skeleton h={36} w={260} />
        <Skeleton h={220} />
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (order.isError) {
    return (
      <Stack>
        {back}
        <LoadError
          title={t('orders.detail.loadError')}
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </Stack>
    );
  }
  return <OrderDetailView detail={order.data} back={back} />;
}

function OrderDetailView({ detail, back }: { detail: OrderDetail; back: React.ReactNode }) {
  const { t } = useTranslation();
  const [refunding, setRefunding] = useState(false);
  const { charge } = detail;
  const simulate = useSimulateOrderPayment(charge.id);
  const refund = useRefundOrder(charge.id);
  // The server refunds up to what the buyer paid (instalment fee included), not just the price.
  // Refunds still being confirmed by the acquirer hold their part back.
  const refundable = charge.buyerTotal - charge.refundedAmount - charge.pendingRefundAmount;
  // Acting as the seller, an admin sees the order but cannot move its money.
  const impersonating = useImpersonating();
  const canRefund = charge.status === 'paid' && refundable > 0 && !impersonating;
  const canSimulate =
    !charge.livemode && charge.status === 'pending' && charge.method !== 'card' && !impersonating;

  return (
    <>
      {back}
      <PageHeader
        title={t('orders.detail.title', { id: charge.id.slice(0, 8) })}
        description={charge.description}
        actions={
          <Group gap="xs">
            {canSimulate ? (
              <Button
                variant="default"
                leftSection={<IconFlask size={16} aria-hidden />}
                loading={simulate.isPending}
                onClick={() => simulate.mutate()}
              >
                {t('orders.detail.simulate')}
              </Button>
            ) : null}
            {canRefund ? (
              <Button
                color="red"
                variant="light"
                leftSection={<IconReceiptRefund size={16} aria-hidden />}
                onClick={() => setRefunding(true)}
              >
                {t('orders.detail.refund')}
              </Button>
            ) : null}
          </Group>
        }
      />
      {impersonating && (charge.status === 'paid' || charge.status === 'pending') ? (
        <Box mb="md">
          <ImpersonationNotice />
        </Box>
      ) : null}
      {simulate.isError ? (
        <Alert color="red" mb="md" role="alert">
          {simulate.error.message}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrderSummaryCard charge={charge} />
        <OrderFeesCard charge={charge} affiliate={detail.affiliate} />
        <OrderTimelineCard timeline={detail.timeline} />
        <OrderAttemptsCard attempts={detail.attempts} />
        {detail.recovery.length > 0 ? <OrderRecoveryCard messages={detail.recovery} /> : null}
      </SimpleGrid>
      <RefundModal
        refund={refund}
        refundable={refundable}
        opened={refunding}
        onClose={() => setRefunding(false)}
      />
    </>
  );
}
