import {
  Alert,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { type RecoveryBalanceResponse, recoveryChannels } from '@repasse/core/contract/recovery';
import { IconClockHour4, IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { recoveryChannelIcons } from '../../../shared/ui/recovery-channel.tsx';
import { resumableTopUp } from '../top-up/resumable-top-up.ts';
import { messagesCovered } from './messages-covered.ts';

type RecoveryBalanceCardProps = {
  balance: UseQueryResult<RecoveryBalanceResponse>;
  onTopUp: () => void;
};

/** The recovery balance, what one message costs per channel and how many the balance pays for. */
export function RecoveryBalanceCard({ balance, onTopUp }: RecoveryBalanceCardProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const locale = useLocale();
  const data = balance.data;
  const pending = data ? resumableTopUp(data, Date.now()) : null;
  return (
    <Card component="section" aria-labelledby="recovery-balance-title">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text id="recovery-balance-title" component="h2" fz="sm" fw={600} c="dimmed" m={0}>
            {t('recovery.balance.title')}
          </Text>
          {data ? (
            <Text
              fz={{ base: 28, sm: 32 }}
              fw={700}
              lh={1.2}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid="recovery-balance"
            >
              {formatMoney(data.balance)}
            </Text>
          ) : balance.isError ? null : (
            <Skeleton h={38} w={180} role="status" aria-label={t('app.loading')} />
          )}
          <Text size="xs" c="dimmed" maw={460}>
            {t('recovery.balance.hint')}
          </Text>
        </Stack>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onTopUp} disabled={!data}>
          {t('recovery.topUp.open')}
        </Button>
      </Group>
      {balance.isError ? (
        <Stack mt="md">
          <LoadError
            title={t('recovery.balance.loadError')}
            error={balance.error}
            onRetry={() => void balance.refetch()}
            retrying={balance.isFetching}
          />
        </Stack>
      ) : null}
      {pending ? (
        <Alert
          mt="md"
          color="yellow"
          variant="light"
          icon={<IconClockHour4 size={18} aria-hidden />}
          title={t('recovery.balance.pendingTitle')}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {t('recovery.balance.pending', { amount: formatMoney(pending.amount) })}
            </Text>
            <Button size="xs" variant="default" onClick={onTopUp}>
              {t('recovery.balance.resume')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Text component="h3" fz="sm" fw={600} mt="lg" mb="xs">
        {t('recovery.balance.pricesTitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="ul" m={0} p={0}>
        {recoveryChannels.map((channel) => {
          const ChannelIcon = recoveryChannelIcons[channel];
          const price = data?.prices[channel];
          const covered = data && price !== undefined ? messagesCovered(data.balance, price) : null;
          return (
            <Paper
              key={channel}
              component="li"
              withBorder
              radius="md"
              p="sm"
              style={{ listStyle: 'none' }}
              data-testid={`recovery-price-${channel}`}
            >
              <Group gap="xs" wrap="nowrap">
                <ChannelIcon size={18} aria-hidden />
                <Text size="sm" fw={600}>
                  {t(`recovery.channels.${channel}`)}
                </Text>
              </Group>
              {price === undefined ? (
                <Skeleton h={16} mt={8} w="70%" />
              ) : (
                <>
                  <Text size="sm" mt={6} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {t('recovery.balance.perMessage', { price: formatMoney(price) })}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {covered === null
                      ? t('recovery.balance.free')
                      : covered === 0
                        ? t('recovery.balance.coversNone')
                        : t('recovery.balance.covers', {
                            count: covered,
                            formatted: new Intl.NumberFormat(locale).format(covered),
                          })}
                  </Text>
                </>
              )}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
