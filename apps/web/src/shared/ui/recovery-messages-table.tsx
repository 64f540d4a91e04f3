import { ActionIcon, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RecoveryMessage } from '@repasse/core/contract/recovery-outreach';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useState } from 'react';
import { formatDateTime } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useFormatMoney } from '../money/use-format-money.ts';
import { OrderShortLink } from './order-short-link.tsx';
import { RecoveryChannelLabel } from './recovery-channel.tsx';
import { RecoveryMessageBody } from './recovery-message-body.tsx';
import { RecoveryMessageStatusBadge } from './recovery-message-status-badge.tsx';

const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

export type RecoveryMessagesListProps<M extends RecoveryMessage> = {
  rows: M[];
  label: string;
  /** The admin's log adds whose message it is. */
  seller?: { header: string; cell: (row: M) => ReactNode };
  /** Where a recovered sale opens: the seller's /order, the admin's /admin-order. */
  orderHref: (chargeId: string) => string;
};

/** Outreach messages, newest first; a row opens to show what was sent. */
export function RecoveryMessagesTable<M extends RecoveryMessage>({
  rows,
  label,
  seller,
  orderHref,
}: RecoveryMessagesListProps<M>) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const columns = seller ? 9 : 8;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Table.ScrollContainer minWidth={seller ? 920 : 820} type="native">
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <VisuallyHidden>{t('recoveryOutreach.messages.columns.open')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('recoveryOutreach.messages.columns.date')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.messages.columns.channel')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.messages.columns.recipient')}</Table.Th>
            {seller ? <Table.Th>{seller.header}</Table.Th> : null}
            <Table.Th>{t('recoveryOutreach.messages.columns.event')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.messages.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('recoveryOutreach.messages.columns.price')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.messages.columns.recovered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const opened = open.has(row.id);
            const bodyId = `recovery-message-${row.id}`;
            return (
              <Fragment key={row.id}>
                <Table.Tr data-testid="recovery-message-row">
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-expanded={opened}
                      aria-controls={opened ? bodyId : undefined}
                      aria-label={t('recoveryOutreach.messages.show', {
                        recipient: row.recipient,
                      })}
                      onClick={() => toggle(row.id)}
                    >
                      {opened ? (
                        <IconChevronDown size={16} aria-hidden />
                      ) : (
                        <IconChevronRight size={16} aria-hidden />
                      )}
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Text size="sm">{formatDateTime(row.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <RecoveryChannelLabel channel={row.channel} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {row.recipient}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {row.buyerName}
                    </Text>
                  </Table.Td>
                  {seller ? <Table.Td>{seller.cell(row)}</Table.Td> : null}
                  <Table.Td>
                    <Text size="sm">{t(`recoveryOutreach.events.${row.event}.title`)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('recoveryOutreach.messages.stepOf', {
                        step: row.step + 1,
                        product: row.productName,
                      })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <RecoveryMessageStatusBadge status={row.status} size="sm" />
                      {row.clickedAt ? (
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {t('recoveryOutreach.messages.moments.clickedAt', {
                            date: formatDateTime(row.clickedAt),
                          })}
                        </Text>
                      ) : null}
                      {row.error ? (
                        <Text size="xs" c="var(--mantine-color-error)" lineClamp={2}>
                          {row.error}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Td>
                  <Table.Td ta="right" style={figure}>
                    <Text size="sm" style={figure}>
                      {formatMoney(row.price)}
                    </Text>
                    {row.refunded ? (
                      <Text size="xs" c="dimmed">
                        {t('recoveryOutreach.messages.refunded')}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {row.recoveredChargeId ? (
                      <OrderShortLink
                        id={row.recoveredChargeId}
                        to={orderHref(row.recoveredChargeId)}
                      />
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
                {opened ? (
                  <Table.Tr id={bodyId}>
                    <Table.Td />
                    <Table.Td colSpan={columns - 1} pb="md">
                      <RecoveryMessageBody message={row} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
