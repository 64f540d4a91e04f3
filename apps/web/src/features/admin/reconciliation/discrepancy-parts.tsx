import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { Discrepancy } from '@repasse/core/contract/reconciliation';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

/** The short id people read aloud to each other, as on the order screens. */
export const shortOrderId = (id: string) => id.slice(0, 8).toUpperCase();

/** The acquirer's notice type in words ("Refund notice"); an unknown type stays as sent. */
export function useEventLabel() {
  const { t } = useTranslation();
  return (eventType: string) =>
    t(`adminReconciliation.events.${eventType}`, { defaultValue: eventType });
}

/** "Resolve", named after the order and seller so each row's button says which notice it is. */
export function useResolveLabel() {
  const { t } = useTranslation();
  return (discrepancy: Discrepancy) =>
    t('adminReconciliation.resolve.label', {
      order: discrepancy.transactionId
        ? shortOrderId(discrepancy.transactionId)
        : t('adminReconciliation.noOrder'),
      seller: discrepancy.seller?.email ?? t('adminReconciliation.unknownSeller'),
    });
}

/** Nothing to show: on the open list that is the good news. */
export function useEmptyText(status: Discrepancy['status']) {
  const { t } = useTranslation();
  return status === 'open'
    ? {
        title: t('adminReconciliation.emptyOpen.title'),
        description: t('adminReconciliation.emptyOpen.description'),
      }
    : {
        title: t('adminReconciliation.emptyResolved.title'),
        description: t('adminReconciliation.emptyResolved.description'),
      };
}

export function DiscrepancyStatusBadge({ status }: { status: Discrepancy['status'] }) {
  const { t } = useTranslation();
  const open = status === 'open';
  const StatusIcon = open ? IconAlertTriangle : IconCircleCheck;
  return (
    <Badge
      size="sm"
      variant="light"
      color={open ? 'orange' : 'teal'}
      leftSection={<StatusIcon size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
    >
      {t(`adminReconciliation.statuses.${status}`)}
    </Badge>
  );
}

/** What happened, then what the admin should check, in plain words. */
export function DiscrepancyReason({
  reason,
  withAdvice = true,
}: {
  reason: Discrepancy['reason'];
  withAdvice?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {t(`adminReconciliation.reasons.${reason}.title`)}
      </Text>
      {withAdvice ? (
        <Text size="xs" c="dimmed">
          {t(`adminReconciliation.reasons.${reason}.advice`)}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * An amount in R$, or why there is none: a notice may come without an amount, and the ledger has
 * no expectation when it cannot tell which refund a notice is about.
 */
export function NoticeAmount({
  cents,
  side,
}: {
  cents: number | null;
  side: 'reported' | 'expected';
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  if (cents === null)
    return (
      <Text span size="sm" c="dimmed">
        {side === 'reported'
          ? t('adminReconciliation.noReported')
          : t('adminReconciliation.noExpected')}
      </Text>
    );
  return (
    <Text
      span
      size="sm"
      fw={600}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {money(cents)}
    </Text>
  );
}

/** The seller's email and a link to the order, or what is missing. */
export function SellerAndOrder({ discrepancy }: { discrepancy: Discrepancy }) {
  const { t } = useTranslation();
  const { seller, transactionId } = discrepancy;
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={seller ? undefined : 'dimmed'}>
        {seller?.email ?? t('adminReconciliation.unknownSeller')}
      </Text>
      {transactionId ? (
        <Anchor component={Link} to={`/admin-order?id=${transactionId}`} size="xs" ff="monospace">
          {t('adminReconciliation.order', { id: shortOrderId(transactionId) })}
        </Anchor>
      ) : (
        <Text size="xs" c="dimmed">
          {t('adminReconciliation.noOrder')}
        </Text>
      )}
    </Stack>
  );
}

/** Who resolved a notice, when, and the note they left. */
export function Resolution({ discrepancy }: { discrepancy: Discrepancy }) {
  const { t } = useTranslation();
  if (discrepancy.status !== 'resolved') return null;
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('adminReconciliation.resolvedBy', {
          admin: discrepancy.resolvedBy?.email ?? t('adminReconciliation.unknownAdmin'),
          date: formatDateTime(discrepancy.resolvedAt),
        })}
      </Text>
      {discrepancy.note ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {discrepancy.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/** What the acquirer reported against what the ledger expected, one under the other. */
export function NoticeAmounts({ discrepancy }: { discrepancy: Discrepancy }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('adminReconciliation.columns.reported')}
        </Text>
        <NoticeAmount cents={discrepancy.reportedAmount} side="reported" />
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {t('adminReconciliation.columns.expected')}
        </Text>
        <NoticeAmount cents={discrepancy.expectedAmount} side="expected" />
      </Group>
    </Stack>
  );
}
