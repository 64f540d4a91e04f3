import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { RecoveryRun } from '@repasse/core/contract/recovery-outreach';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { OrderShortLink } from '../../../shared/ui/order-short-link.tsx';
import { RecoveredBadge } from '../../../shared/ui/recovered-badge.tsx';

/** The buyer's name and how to reach them (of a run or of an abandoned checkout). */
export function BuyerContact({
  run,
}: {
  run: Pick<RecoveryRun, 'buyerName' | 'buyerEmail' | 'buyerPhone'>;
}) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {run.buyerName}
      </Text>
      {run.buyerEmail ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {run.buyerEmail}
        </Text>
      ) : null}
      {run.buyerPhone ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {run.buyerPhone}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The sale the sequence won back, opening the order; a dash while there is none. */
export function RecoveredOrder({ run }: { run: RecoveryRun }) {
  const money = useFormatMoney();
  if (!run.recoveredChargeId) {
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <RecoveredBadge />
      <Group gap={6} wrap="nowrap">
        <OrderShortLink id={run.recoveredChargeId} to={`/order?id=${run.recoveredChargeId}`} />
        {run.recoveredAmount !== null ? (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {money(run.recoveredAmount)}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** When the next message goes, while the run goes on; nothing once it ended. */
export function NextStep({ run }: { run: RecoveryRun }) {
  const { t } = useTranslation();
  if (!run.nextAt || run.nextStep === null) return null;
  return (
    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {t('recoveryOutreach.buyers.nextStep', {
        step: run.nextStep + 1,
        date: formatDateTime(run.nextAt),
      })}
    </Text>
  );
}

/** The checkout reopened for this buyer, to send by hand; none before the first message. */
export function RecoveryLinkCopy({ run }: { run: RecoveryRun }) {
  const { t } = useTranslation();
  if (!run.recoveryUrl) {
    return (
      <Text size="xs" c="dimmed">
        {t('recoveryOutreach.buyers.noLink')}
      </Text>
    );
  }
  return (
    <CopyValueButton
      value={run.recoveryUrl}
      label={t('recoveryOutreach.buyers.copyLink')}
      size="compact-xs"
      variant="light"
      data-testid="copy-recovery-link"
    />
  );
}

/** How many messages went out, opening them. */
export function RunMessages({ run, onOpen }: { run: RecoveryRun; onOpen: () => void }) {
  const { t } = useTranslation();
  if (run.messagesSent === 0) {
    return (
      <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        0
      </Text>
    );
  }
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={onOpen}
      aria-label={t('recoveryOutreach.buyers.openMessages', {
        count: run.messagesSent,
        buyer: run.buyerName,
      })}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {run.messagesSent}
    </Anchor>
  );
}
