import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { centsToText } from '../../../shared/forms/decimal-text.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { useImpersonating } from '../../../shared/ui/impersonation-notice.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { ConfirmWithdrawalModal } from './confirm-withdrawal-modal.tsx';
import { useWithdrawalFlow } from './use-withdrawal-flow.ts';
import { WithdrawalBlockedNotice } from './withdrawal-blocked-notice.tsx';
import { quoteErrorMessage } from './withdrawal-quote.ts';
import { WithdrawalSummary } from './withdrawal-summary.tsx';

type WithdrawalFormProps = { context: WithdrawalContext };

export function WithdrawalForm({ context }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const amountRef = useRef<HTMLInputElement>(null);
  // The session says so before the server does (its context has the same answer).
  const impersonating = useImpersonating();
  const blockedBy = impersonating ? 'impersonation' : context.blockedBy;
  const disabled = blockedBy !== null;
  const flow = useWithdrawalFlow(context, {
    onDone: () =>
      notifications.show({
        color: 'teal',
        message: t('withdrawals.form.success'),
        closeButtonProps: { 'aria-label': t('common.close') },
      }),
    onRefused: (error) => {
      notifications.show({
        color: 'red',
        title: t('withdrawals.form.failed'),
        message: error.message,
        closeButtonProps: { 'aria-label': t('common.close') },
      });
      amountRef.current?.focus();
    },
  });
  const { quote } = flow;
  const clientError = flow.showError && !quote.ok ? quoteErrorMessage(quote.error, context) : null;
  const error =
    flow.serverError ??
    (clientError
      ? t(clientError.key, {
          amount: clientError.amount === undefined ? '' : formatMoney(clientError.amount),
        })
      : undefined);
  const largest = Math.min(context.available, context.maximum);

  return (
    <>
      <form
        noValidate
        aria-label={t('withdrawals.form.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!flow.openConfirmation()) amountRef.current?.focus();
        }}
      >
        <Stack gap="md">
          {blockedBy ? <WithdrawalBlockedNotice blockedBy={blockedBy} /> : null}
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="xs" c="dimmed">
                  {context.pixKey
                    ? `${t('withdrawals.form.destination')} · ${t(`settings.pixKey.types.${context.pixKey.type}`)}`
                    : t('withdrawals.form.destination')}
                </Text>
                {context.pixKey ? (
                  <Text
                    size="sm"
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                    data-testid="withdrawal-pix-key"
                  >
                    {context.pixKey.key}
                  </Text>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('withdrawals.form.noPixKey')}
                  </Text>
                )}
              </Stack>
              <Anchor component={Link} to="/settings" size="xs" fw={600} style={{ flexShrink: 0 }}>
                {t(context.pixKey ? 'withdrawals.form.changeKey' : 'withdrawals.form.setKey')}
              </Anchor>
            </Group>
          </Paper>
          <MoneyInput
            ref={amountRef}
            label={t('withdrawals.form.amount')}
            description={t('withdrawals.form.limits', {
              minimum: formatMoney(context.minimum),
              maximum: formatMoney(context.maximum),
              available: formatMoney(context.available),
            })}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            disabled={disabled}
            value={flow.amountText}
            onChange={(event) => flow.changeAmount(event.currentTarget.value)}
            error={error}
            rightSectionWidth="auto"
            rightSection={
              largest >= context.minimum && !disabled ? (
                <Button
                  variant="subtle"
                  size="compact-xs"
                  mr={6}
                  onClick={() => flow.changeAmount(centsToText(largest, locale))}
                  aria-label={t('withdrawals.form.useAllLabel', { amount: formatMoney(largest) })}
                >
                  {t('withdrawals.form.useAll')}
                </Button>
              ) : null
            }
          />
          <WithdrawalSummary
            fee={context.withdrawalFee}
            payout={quote.ok ? quote.payout : null}
            expectedArrivalAt={context.expectedArrivalAt}
          />
          <Button
            type="submit"
            disabled={disabled}
            leftSection={<IconArrowUpRight size={16} aria-hidden />}
            fullWidth
          >
            {t('withdrawals.form.submit')}
          </Button>
        </Stack>
      </form>
      {quote.ok && context.pixKey ? (
        <ConfirmWithdrawalModal
          opened={flow.confirming}
          quote={quote}
          pixKey={context.pixKey}
          expectedArrivalAt={context.expectedArrivalAt}
          pending={flow.request.isPending}
          error={flow.request.error}
          onConfirm={flow.confirm}
          onClose={flow.closeConfirmation}
        />
      ) : null}
    </>
  );
}
