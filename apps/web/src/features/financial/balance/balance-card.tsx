import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Cents } from '@repasse/core/money/cents';
import { type ReactNode, useId } from 'react';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

type BalanceCardProps = {
  label: string;
  hint: string;
  cents: Cents;
  icon: ReactNode;
  color: string;
  children?: ReactNode;
};

/** One balance, named by its label so tests and screen readers find it as a region. */
export function BalanceCard({ label, hint, cents, icon, color, children }: BalanceCardProps) {
  const formatMoney = useFormatMoney();
  const labelId = useId();
  return (
    <Card component="section" aria-labelledby={labelId} h="100%">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text id={labelId} component="h3" fz="sm" fw={600} c="dimmed" m={0}>
            {label}
          </Text>
          <ThemeIcon variant="light" color={color} size={34} radius="md">
            {icon}
          </ThemeIcon>
        </Group>
        <Text
          fz={{ base: 24, sm: 28 }}
          fw={700}
          lh={1.2}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="balance-amount"
        >
          {formatMoney(cents)}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
