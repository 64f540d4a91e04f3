import { Button, Collapse, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { RecoveryMessage } from '@repasse/core/contract/recovery-outreach';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { formatDateTime } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useFormatMoney } from '../money/use-format-money.ts';
import { OrderShortLink } from './order-short-link.tsx';
import { RecoveryChannelLabel } from './recovery-channel.tsx';
import { RecoveryMessageBody } from './recovery-message-body.tsx';
import { RecoveryMessageStatusBadge } from './recovery-message-status-badge.tsx';
import type { RecoveryMessagesListProps } from './recovery-messages-table.tsx';

/** The messages on a phone: one card each, the text behind a button. */
export function RecoveryMessageCards<M extends RecoveryMessage>({
  rows,
  label,
  seller,
  orderHref,
}: RecoveryMessagesListProps<M>) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map((row) => (
        <MessageCard
          key={row.id}
          row={row}
          sellerCell={seller ? seller.cell(row) : null}
          orderHref={orderHref}
        />
      ))}
    </Stack>
  );
}

type MessageCardProps<M extends RecoveryMessage> = {
  row: M;
  sellerCell: ReactNode;
  orderHref: (chargeId: string) => string;
};

function MessageCard<M extends RecoveryMessage>({
  row,
  sellerCell,
  orderHref,
}: MessageCardProps<M>) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [opened, setOpened] = useState(false);
  const bodyId = `recovery-message-card-${row.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="recovery-message-row">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <RecoveryChannelLabel channel={row.channel} />
          <RecoveryMessageStatusBadge status={row.status} size="sm" />
        </Group>
        <div>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.recipient}
          </Text>
          <Text size="xs" c="dimmed">
            {row.buyerName}
          </Text>
        </div>
        {sellerCell}
        <Text size="xs">
          {t(`recoveryOutreach.events.${row.event}.title`)} ·{' '}
          {t('recoveryOutreach.messages.stepOf', { step: row.step + 1, product: row.productName })}
        </Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
          <Text size="xs" c="dimmed">
            {t('recoveryOutreach.messages.columns.date')}
          </Text>
          <Text size="xs" ta="right">
            {formatDateTime(row.createdAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('recoveryOutreach.messages.columns.price')}
          </Text>
          <Text size="xs" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(row.price)}
            {row.refunded ? ` · ${t('recoveryOutreach.messages.refunded')}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('recoveryOutreach.messages.columns.clicked')}
          </Text>
          <Text size="xs" ta="right">
            {row.clickedAt ? formatDateTime(row.clickedAt) : '—'}
          </Text>
          {row.recoveredChargeId ? (
            <>
              <Text size="xs" c="dimmed">
                {t('recoveryOutreach.messages.columns.recovered')}
              </Text>
              <Text size="xs" ta="right" component="div">
                <OrderShortLink
                  id={row.recoveredChargeId}
                  to={orderHref(row.recoveredChargeId)}
                  size="xs"
                />
              </Text>
            </>
          ) : null}
        </SimpleGrid>
        <Button
          variant="subtle"
          size="compact-sm"
          color="gray"
          style={{ alignSelf: 'flex-start' }}
          leftSection={
            opened ? (
              <IconChevronDown size={14} aria-hidden />
            ) : (
              <IconChevronRight size={14} aria-hidden />
            )
          }
          aria-expanded={opened}
          aria-controls={bodyId}
          onClick={() => setOpened((value) => !value)}
        >
          {t(opened ? 'recoveryOutreach.messages.hideBody' : 'recoveryOutreach.messages.showBody')}
        </Button>
        <Collapse expanded={opened} id={bodyId}>
          <RecoveryMessageBody message={row} />
        </Collapse>
      </Stack>
    </Paper>
  );
}
