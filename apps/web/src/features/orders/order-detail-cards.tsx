import { Card, Group, Stack, Table, Text, Timeline } from '@mantine/core';
import type { Charge, OrderDetail } from '@repasse/core/contract/charges';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { RecoveredBadge } from '../../shared/ui/recovered-badge.tsx';
import {
  TestOrderBadge,
  TransactionStatusBadge,
} from '../../shared/ui/transaction-status-badge.tsx';

/** A label and its value on one line, the value right-aligned. */
export function DetailRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" component="div">
        {value}
      </Text>
    </Group>
  );
}

type SummaryProps = { charge: Charge; children?: ReactNode };

/** What was sold, when, how and to whom; `children` adds rows (the seller, for admins). */
export function OrderSummaryCard({ charge, children }: SummaryProps) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="order-summary">
      <Group justify="space-between" mb="sm">
        <Text id="order-summary" component="h2" fw={700} m={0}>
          {t('orders.detail.summary')}
        </Text>
        <Group gap={6}>
          {charge.livemode ? null : <TestOrderBadge />}
          {charge.recovered ? <RecoveredBadge /> : null}
          <TransactionStatusBadge status={charge.status} />
        </Group>
      </Group>
      <Stack gap={6}>
        <DetailRow
          label={t('orders.detail.id')}
          value={
            <Text ff="monospace" size="xs" style={{ overflowWrap: 'anywhere' }}>
              {charge.id}
            </Text>
          }
        />
        <DetailRow label={t('orders.detail.created')} value={formatDateTime(charge.createdAt)} />
        <DetailRow label={t('orders.detail.paid')} value={formatDateTime(charge.paidAt) || '—'} />
        <DetailRow
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
          <DetailRow
            label={t('orders.detail.card')}
            value={`${charge.card.brand} •••• ${charge.card.lastFour}`}
          />
        ) : null}
        <DetailRow label={t('orders.detail.buyer')} value={charge.customer.name} />
        <DetailRow label={t('orders.detail.email')} value={charge.customer.email} />
        <DetailRow label={t('orders.detail.document')} value={charge.customer.document} />
        {children}
      </Stack>
    </Card>
  );
}

type FeesProps = {
  charge: Charge;
  /** The affiliate the sale is attributed to (OrderDetail.affiliate), named beside their commission. */
  affiliate?: OrderDetail['affiliate'];
  /** Other words for the seller's rows ("Seller fee" rather than "Your fee" for admins). */
  labels?: { instalmentFee?: string; sellerFee?: string; net?: string; kept?: string };
  children?: ReactNode;
};

/**
 * Price, instalment fee, buyer total, fee, net, the affiliate's commission and what the seller
 * keeps of the net, reserve and refunds (docs/money.md §4).
 */
export function OrderFeesCard({ charge, affiliate = null, labels, children }: FeesProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Card component="section" aria-labelledby="order-fees">
      <Text id="order-fees" component="h2" fw={700} m={0} mb="sm">
        {t('orders.detail.fees')}
      </Text>
      <Stack gap={6}>
        <DetailRow label={t('orders.detail.price')} value={money(charge.amount)} />
        <DetailRow
          label={
            labels?.instalmentFee ??
            t(`orders.detail.instalmentFee.${charge.fees.instalmentFeePayer}`)
          }
          value={money(charge.fees.instalmentFee)}
        />
        <DetailRow label={t('orders.detail.buyerTotal')} value={money(charge.buyerTotal)} />
        <DetailRow
          label={labels?.sellerFee ?? t('orders.detail.sellerFee')}
          value={`− ${money(charge.fees.sellerFee)}`}
        />
        <DetailRow label={labels?.net ?? t('orders.detail.net')} value={money(charge.fees.net)} />
        {charge.affiliate ? (
          <>
            <DetailRow
              label={
                affiliate
                  ? t('orders.detail.affiliateCommissionOf', { name: affiliate.name })
                  : t('orders.detail.affiliateCommission')
              }
              value={
                <span data-testid="order-affiliate-commission" style={{ whiteSpace: 'nowrap' }}>
                  − {money(charge.fees.affiliateCommission)}
                </span>
              }
            />
            <DetailRow
              label={labels?.kept ?? t('orders.detail.kept')}
              value={
                <span data-testid="order-kept" style={{ whiteSpace: 'nowrap' }}>
                  {money(charge.fees.net - charge.fees.affiliateCommission)}
                </span>
              }
            />
          </>
        ) : null}
        <DetailRow label={t('orders.detail.reserve')} value={money(charge.fees.reserve)} />
        <DetailRow label={t('orders.detail.refunded')} value={money(charge.refundedAmount)} />
        {charge.pendingRefundAmount > 0 ? (
          <DetailRow
            label={t('orders.detail.refundPending')}
            value={money(charge.pendingRefundAmount)}
          />
        ) : null}
        {children}
      </Stack>
    </Card>
  );
}

/** Events that do not change the status name themselves: a refund asked for, failed, in part. */
const eventTypes = new Set(['refund_requested', 'refund_failed', 'partial_refund', 'refund']);

/** Every status the order went through, oldest first. */
export function OrderTimelineCard({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Card component="section" aria-labelledby="order-timeline">
      <Text id="order-timeline" component="h2" fw={700} m={0} mb="sm">
        {t('orders.detail.timeline')}
      </Text>
      <Timeline bulletSize={14} lineWidth={2} active={timeline.length}>
        {timeline.map((event) => (
          <Timeline.Item
            key={`${event.at}-${event.type}-${event.status}`}
            title={
              eventTypes.has(event.type)
                ? t(`orders.events.${event.type}`)
                : t(`orders.statuses.${event.status}`)
            }
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
  );
}

/** The acquirers the payment was sent to, in order. */
export function OrderAttemptsCard({ attempts }: { attempts: OrderDetail['attempts'] }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="order-attempts">
      <Text id="order-attempts" component="h2" fw={700} m={0} mb="sm">
        {t('orders.detail.attempts')}
      </Text>
      {attempts.length === 0 ? (
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
              {attempts.map((attempt) => (
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
  );
}
