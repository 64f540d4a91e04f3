import { Group, Stack, Text } from '@mantine/core';
import type { Movement } from '@repasse/core/contract/ledger';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { describeAccount, shortReference } from '../../../shared/money/ledger-reference.ts';
import { SignedAmount } from '../../../shared/ui/signed-amount.tsx';
import { OrderReferenceLink } from '../admin-order/order-reference-link.tsx';

type MovementsListProps = { movements: Movement[] };

/** Postings on a phone: the amount always in sight. */
export function MovementsList({ movements }: MovementsListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('movements.title')}
    >
      {movements.map((movement) => {
        const account = describeAccount(movement.account);
        return (
          <Stack
            component="li"
            key={movement.id}
            gap={2}
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" fw={600}>
                {t(`statement.types.${movement.type}`, { defaultValue: movement.type })}
                {account.kind
                  ? ` · ${t(`statement.accounts.${account.kind}`, { defaultValue: account.kind })}`
                  : ''}
              </Text>
              <Text size="sm" fw={600}>
                <SignedAmount cents={movement.amount} />
              </Text>
            </Group>
            <Text size="xs" ff="monospace" c="dimmed" title={movement.account}>
              {account.short}
            </Text>
            <Text size="xs" c="dimmed">
              {movement.seller ? movement.seller.email : t('movements.platform')} ·{' '}
              {formatDateTime(movement.createdAt)} ·{' '}
              <Text span inherit ff="monospace" title={movement.reference}>
                <OrderReferenceLink reference={movement.reference}>
                  {shortReference(movement.reference).id}
                </OrderReferenceLink>
              </Text>
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
