import { Alert, Button, Group, Loader, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import { IconCircleCheck, IconClockHour4, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { PixQrCode } from '../../../shared/ui/pix-qr-code.tsx';
import { formatCountdown, useSecondsLeft } from '../../../shared/ui/use-countdown.ts';
import { recoveryKeys, useRecoveryBalance, useRecoveryTopUp } from '../api/recovery.ts';
import { PixCodeCopy } from './pix-code-copy.tsx';
import { type TopUpStage, TopUpSteps } from './top-up-steps.tsx';

type PaymentStagesProps = {
  initial: RecoveryTopUp;
  /** A new Pix code for the same amount (a new attempt, with a new Idempotency-Key). */
  onRegenerate: () => void;
  regenerating: boolean;
  regenerateError: string | null;
  onDone: () => void;
};

/**
 * Stages 2 to 4 of one top-up: its QR code, waiting for the payment, and the confirmation; or
 * why it ended (expired, failed). The top-up is asked again every few seconds while pending.
 */
export function PaymentStages(props: PaymentStagesProps) {
  const topUp = useRecoveryTopUp(props.initial).data;
  const queryClient = useQueryClient();
  const status = topUp.status;
  useEffect(() => {
    // Paid, expired or failed: the balance, its pending top-up and the history have changed.
    if (status !== 'pending') void queryClient.invalidateQueries({ queryKey: recoveryKeys.all });
  }, [status, queryClient]);

  if (status === 'paid') return <Confirmed topUp={topUp} onDone={props.onDone} />;
  if (status === 'pending' && topUp.pix)
    return <Pending {...props} topUp={topUp} pix={topUp.pix} />;
  return <Ended {...props} topUp={topUp} />;
}

/** Moves focus to a stage's heading when it appears, so a screen reader hears the new stage. */
function StageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Text
      ref={ref}
      component="h3"
      tabIndex={-1}
      // The dialog's focus trap, when it opens on this stage (a resumed top-up), starts here too.
      data-autofocus
      fz="md"
      fw={700}
      m={0}
      ta="center"
      style={{ outline: 'none' }}
    >
      {children}
    </Text>
  );
}

type PendingProps = PaymentStagesProps & {
  topUp: RecoveryTopUp;
  pix: NonNullable<RecoveryTopUp['pix']>;
};

function Pending(props: PendingProps) {
  const { topUp, pix } = props;
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const seconds = useSecondsLeft(pix.expiresAt);
  const [paying, setPaying] = useState(false);
  // The code stopped being payable before the server said so: nothing left to pay.
  if (seconds === 0) return <Ended {...props} topUp={{ ...topUp, status: 'expired' }} />;
  const countdown = (
    <Group gap={6} c="dimmed" justify="center">
      <IconClockHour4 size={16} aria-hidden />
      <Text size="sm" role="timer" aria-live="off">
        {t('recovery.topUp.expiresIn', { time: formatCountdown(seconds) })}
      </Text>
    </Group>
  );
  const stage: TopUpStage = paying ? 'payment' : 'code';
  return (
    <>
      <TopUpSteps active={stage} />
      {paying ? (
        <Stack align="center" gap="md" key="payment">
          <StageHeading>{t('recovery.topUp.waitingTitle')}</StageHeading>
          <Loader aria-hidden />
          <Text size="sm" ta="center" role="status">
            {t('recovery.topUp.waiting', { amount: formatMoney(topUp.amount) })}
          </Text>
          {countdown}
          <Button variant="default" onClick={() => setPaying(false)}>
            {t('recovery.topUp.showCode')}
          </Button>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" key="code">
          <StageHeading>
            {t('recovery.topUp.codeTitle', { amount: formatMoney(topUp.amount) })}
          </StageHeading>
          <Text size="sm" c="dimmed" ta="center">
            {t('recovery.topUp.codeInstructions')}
          </Text>
          {pix.brCode ? (
            <PixQrCode brCode={pix.brCode} label={t('recovery.topUp.qrLabel')} />
          ) : null}
          <Textarea
            w="100%"
            label={t('recovery.topUp.code')}
            value={pix.brCode}
            readOnly
            autosize
            minRows={2}
            maxRows={4}
            styles={{ input: { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' } }}
          />
          <PixCodeCopy brCode={pix.brCode} />
          {countdown}
          <Group gap={8} wrap="nowrap" justify="center" aria-live="polite">
            <Loader size="xs" aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">{t('recovery.topUp.listening')}</Text>
          </Group>
          <Button variant="default" fullWidth onClick={() => setPaying(true)}>
            {t('recovery.topUp.paid')}
          </Button>
        </Stack>
      )}
    </>
  );
}

function Ended({
  topUp,
  onRegenerate,
  regenerating,
  regenerateError,
}: PaymentStagesProps & { topUp: RecoveryTopUp }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const failed = topUp.status === 'failed';
  return (
    <>
      <TopUpSteps active={failed ? 'code' : 'payment'} />
      <Stack gap="md">
        <StageHeading>
          {t(failed ? 'recovery.topUp.failedTitle' : 'recovery.topUp.expiredTitle')}
        </StageHeading>
        <Alert color={failed ? 'red' : 'orange'} variant="light" role="alert">
          {t(failed ? 'recovery.topUp.failed' : 'recovery.topUp.expired', {
            amount: formatMoney(topUp.amount),
          })}
        </Alert>
        {regenerateError ? (
          <Alert color="red" variant="light" role="alert">
            {regenerateError}
          </Alert>
        ) : null}
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={regenerating}
          onClick={onRegenerate}
        >
          {t('recovery.topUp.regenerate')}
        </Button>
      </Stack>
    </>
  );
}

function Confirmed({ topUp, onDone }: { topUp: RecoveryTopUp; onDone: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const balance = useRecoveryBalance();
  // The balance as it was before the credit may still be in the cache: wait for the new one.
  const [confirmedAt] = useState(() => Date.now());
  const fresh = balance.data && balance.dataUpdatedAt >= confirmedAt;
  return (
    <>
      <TopUpSteps active="confirmed" />
      <Stack align="center" gap="md">
        <IconCircleCheck size={48} color="var(--mantine-color-teal-filled)" aria-hidden />
        <StageHeading>{t('recovery.topUp.confirmedTitle')}</StageHeading>
        <Text size="sm" ta="center">
          {t('recovery.topUp.confirmed', { amount: formatMoney(topUp.amount) })}
        </Text>
        <Stack gap={2} align="center">
          <Text size="sm" c="dimmed">
            {t('recovery.topUp.newBalance')}
          </Text>
          {fresh && balance.data ? (
            <Text
              fz={24}
              fw={700}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="top-up-new-balance"
            >
              {formatMoney(balance.data.balance)}
            </Text>
          ) : (
            <Skeleton h={30} w={140} role="status" aria-label={t('app.loading')} />
          )}
        </Stack>
        <Button onClick={onDone} fullWidth>
          {t('recovery.topUp.done')}
        </Button>
      </Stack>
    </>
  );
}
