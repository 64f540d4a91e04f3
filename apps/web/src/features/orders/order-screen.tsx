import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Timeline,
} from '@mantine/core';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { IconArrowLeft, IconFlask, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useOrder, useSimulateOrderPayment } from './api/orders.ts';
import { OrderStatusBadge, TestModeBadge } from './order-status-badge.tsx';
import { RefundModal } from './refund-modal.tsx';

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

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
      <Stack aria-label={t('app.loading')}>
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
  const money = useFormatMoney();
  const [refunding, setRefunding] = useState(false);
  const { charge } = detail;
  const simulate = useSimulateOrderPayment(charge.id);
  const refundable = charge.amount - charge.refundedAmount;
  const canRefund = charge.status === 'paid' && refundable > 0;
  const canSimulate = !charge.livemode && charge.status === 'pending' && charge.method !== 'card';

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
      {simulate.isError ? (
        <Alert color="red" mb="md" role="alert">
          {simulate.error.message}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card component="section" aria-labelledby="order-summary">
          <Group justify="space-between" mb="sm">
            <Text id="order-summary" component="h2" fw={700} m={0}>
              {t('orders.detail.summary')}
            </Text>
            <Group gap={6}>
              {charge.livemode ? null : <TestModeBadge />}
              <OrderStatusBadge status={charge.status} />
            </Group>
          </Group>
          <Stack gap={6}>
            <Row
              label={t('orders.detail.id')}
              value={
                <Text ff="monospace" size="xs">
                  {charge.id}
                </Text>
              }
            />
            <Row label={t('orders.detail.created')} value={formatDateTime(charge.createdAt)} />
            <Row label={t('orders.detail.paid')} value={formatDateTime(charge.paidAt) || '—'} />
            <Row
              label={t('orders.detail.method')}
              value={
                charge.method === 'card'
                  ? t('orders.methodWithInstalments', {
                      method: t('orders.methods.card'),
                      count: charge.instalments,
                    })
                  : t(`orders.methods.${charge.method}`)
              }
            />
            {charge.card ? (
              <Row
                label={t('orders.detail.card')}
                value={`${charge.card.brand} •••• ${charge.card.lastFour}`}
              />
            ) : null}
            <Row label={t('orders.detail.buyer')} value={charge.customer.name} />
            <Row label={t('orders.detail.email')} value={charge.customer.email} />
            <Row label={t('orders.detail.document')} value={charge.customer.document} />
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="order-fees">
          <Text id="order-fees" component="h2" fw={700} m={0} mb="sm">
            {t('orders.detail.fees')}
          </Text>
          <Stack gap={6}>
            <Row label={t('orders.detail.price')} value={money(charge.amount)} />
            <Row
              label={t(`orders.detail.instalmentFee.${charge.fees.instalmentFeePayer}`)}
              value={money(charge.fees.instalmentFee)}
            />
            <Row label={t('orders.detail.buyerTotal')} value={money(charge.buyerTotal)} />
            <Row label={t('orders.detail.sellerFee')} value={`− ${money(charge.fees.sellerFee)}`} />
            <Row label={t('orders.detail.net')} value={money(charge.fees.net)} />
            <Row label={t('orders.detail.reserve')} value={money(charge.fees.reserve)} />
            <Row label={t('orders.detail.refunded')} value={money(charge.refundedAmount)} />
          </Stack>
        </Card>
        <Card component="section" aria-labelledby="order-timeline">
          <Text id="order-timeline" component="h2" fw={700} m={0} mb="sm">
            {t('orders.detail.timeline')}
          </Text>
          <Timeline bulletSize={14} lineWidth={2} active={detail.timeline.length}>
            {detail.timeline.map((event) => (
              <Timeline.Item
                key={`${event.at}-${event.type}-${event.status}`}
                title={t(`orders.statuses.${event.status}`)}
              >
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.at)}
                  {event.amount !== null ? ` · ${money(event.amount)}` : ''}
                  {event.note ? ` · ${event.note}` : ''}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
        <Card component="section" aria-labelledby="order-attempts">
          <Text id="order-attempts" component="h2" fw={700} m={0} mb="sm">
            {t('orders.detail.attempts')}
          </Text>
          {detail.attempts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('orders.detail.noAttempts')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table aria-labelledby="order-attempts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orders.detail.acquirer')}</Table.Th>
                    <Table.Th>{t('orders.detail.outcome')}</Table.Th>
                    <Table.Th>{t('orders.detail.at')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {detail.attempts.map((attempt) => (
                    <Table.Tr key={`${attempt.at}-${attempt.acquirer}`}>
                      <Table.Td>{attempt.acquirer ?? '—'}</Table.Td>
                      <Table.Td>
                        {attempt.outcome}
                        {attempt.detail ? ` (${attempt.detail})` : ''}
                      </Table.Td>
                      <Table.Td>{formatDateTime(attempt.at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Card>
      </SimpleGrid>
      <RefundModal
        orderId={charge.id}
        refundable={refundable}
        opened={refunding}
        onClose={() => setRefunding(false)}
      />
    </>
  );
}
