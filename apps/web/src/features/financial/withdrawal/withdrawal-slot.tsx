import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * PLACEHOLDER — the withdrawal request card (SPEC §2 "Financial: balance, withdrawal request")
 * arrives with the withdrawals issue and replaces this component where FinancialScreen renders it.
 * Until then it only says so: no form, no fake data.
 */
export function WithdrawalSlot() {
  const { t } = useTranslation();
  return (
    <Card h="100%" style={{ borderStyle: 'dashed' }} data-slot="withdrawal-request">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconBuildingBank size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
            <Text component="h2" fz="lg" fw={700} m={0}>
              {t('financial.withdrawal.title')}
            </Text>
          </Group>
          <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
            {t('financial.withdrawal.soon')}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('financial.withdrawal.description')}
        </Text>
      </Stack>
    </Card>
  );
}
