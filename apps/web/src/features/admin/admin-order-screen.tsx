import { Anchor, Button, Card, EmptyState, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { AdminOrderDetail } from '@repasse/core/contract/charges';
import { IconFileSearch, IconListSearch, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import {
  DetailRow,
  OrderFeesCard,
  OrderSummaryCard,
  OrderTimelineCard,
} from '../orders/order-detail-cards.tsx';
import { OrderRecoveryCard } from '../orders/order-recovery-card.tsx';
import { RefundModal } from '../orders/refund-modal.tsx';
import { AdminAttemptsCard } from './admin-order/admin-attempts-card.tsx';
import { AdminOrdersList } from './admin-order/admin-orders-list.tsx';
import { isAdminOrdersList } from './admin-order/admin-orders-params.ts';
import { useAdminOrder, useAdminRefundOrder } from './admin-order/api/admin-order.ts';
import { OrderLookup } from './admin-order/order-lookup.tsx';
import { OrderPostingsCard } from './admin-order/order-postings-card.tsx';

/**
 * /admin-order?id=…: any seller's order with its acquirer attempts and ledger postings;
 * /admin-order?seller=… (product, mode, filters): a list of orders (AdminOrdersList).
 */
export function AdminOrderScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const order = useAdminOrder(id);
  const lookup = <OrderLookup key={id} current={id} onOpen={(next) => setParams({ id: next })} />;

  if (!id && isAdminOrdersList(params)) return <AdminOrdersList />;
  if (!id) {
    return (
      <>
        <PageHeader title={t('adminOrder.title')} description={t('adminOrder.description')} />
        {lookup}
        <Card>
          <EmptyState
            py="xl"
            size="sm"
            icon={<IconFileSearch size={24} stroke={1.5} aria-hidden />}
            title={t('adminOrder.empty.title')}
            description={t('adminOrder.empty.description')}
          >
            {/* On demand: over every seller, the newest orders cost a scan of the table. */}
            <EmptyState.Actions>
              <Button
                component={Link}
                to="/admin-order?mode=live"
                variant="default"
                size="xs"
                leftSection={<IconListSearch size={14} aria-hidden />}
              >
                {t('adminOrder.list.browse')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      </>
    );
  }
  if (order.isPending) {
    return (
      <Stack aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton h={36} w={260} />
        <Skeleton h={56} w={460} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={260} />
          <Skeleton h={260} />
        </SimpleGrid>
        <Skeleton h={220} />
      </Stack>
    );
  }
  if (order.isError) {
    return (
      <>
        <PageHeader title={t('adminOrder.title')} description={t('adminOrder.description')} />
        {lookup}
        <LoadError
          title={t('adminOrder.loadError')}
          error={order.error}
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
        />
      </>
    );
  }
  return <AdminOrderView detail={order.data} lookup={lookup} />;
}

function AdminOrderView({ detail, lookup }: { detail: AdminOrderDetail; lookup: React.ReactNode }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [refunding, setRefunding] = useState(false);
  const { charge, seller } = detail;
  const refund = useAdminRefundOrder(charge.id);
  const refundable = charge.buyerTotal - charge.refundedAmount - charge.pendingRefundAmount;
  const canRefund = charge.status === 'paid' && refundable > 0;

  return (
    <>
      <PageHeader
        title={t('adminOrder.orderTitle', { id: charge.id.slice(0, 8) })}
        description={charge.description}
        actions={
          canRefund ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconReceiptRefund size={16} aria-hidden />}
              onClick={() => setRefunding(true)}
            >
              {t('adminOrder.refund')}
            </Button>
          ) : null
        }
      />
      {lookup}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <OrderSummaryCard charge={charge}>
          <DetailRow
            label={t('adminOrder.seller')}
            value={
              <Anchor
                component={Link}
                to={`/admin?tab=management&panel=users&user=${seller.id}`}
                size="sm"
              >
                <Text span inherit style={{ overflowWrap: 'anywhere' }}>
                  {seller.fullName || seller.email}
                </Text>
              </Anchor>
            }
          />
          <DetailRow label={t('adminOrder.sellerEmail')} value={seller.email || '—'} />
        </OrderSummaryCard>
        <OrderFeesCard
          charge={charge}
          affiliate={detail.affiliate}
          labels={{
            instalmentFee: t(`adminOrder.instalmentFee.${charge.fees.instalmentFeePayer}`),
            sellerFee: t('adminOrder.sellerFee'),
            net: t('adminOrder.sellerNet'),
            kept: t('adminOrder.sellerKept'),
          }}
        >
          <DetailRow
            label={t('adminOrder.platformRevenue')}
            value={money(charge.fees.platformRevenue)}
          />
        </OrderFeesCard>
        <OrderTimelineCard timeline={detail.timeline} />
        <AdminAttemptsCard attempts={detail.attempts} />
        {detail.recovery.length > 0 ? <OrderRecoveryCard messages={detail.recovery} /> : null}
      </SimpleGrid>
      <Stack mt="md">
        <OrderPostingsCard postings={detail.postings} livemode={charge.livemode} />
      </Stack>
      <RefundModal
        refund={refund}
        refundable={refundable}
        opened={refunding}
        onClose={() => setRefunding(false)}
      />
    </>
  );
}
