import { Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatPercentage } from '../../../shared/forms/decimal-text.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type AnticipationHeaderProps = { anticipationFee?: string };

export function AnticipationHeader({ anticipationFee }: AnticipationHeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" mb="md">
      <IconCreditCard size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={2}>
        <Text component="h2" fz="lg" fw={700} m={0}>
          {t('anticipation.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {anticipationFee
            ? t('anticipation.description', { rate: formatPercentage(anticipationFee, locale) })
            : t('anticipation.descriptionShort')}
        </Text>
      </Stack>
    </Group>
  );
}
