import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconStar } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import type { ProviderListProps } from './payout-providers-table.tsx';
import { providerFeeText } from './provider-fee.ts';
import { ProviderBadges, ProviderTokens } from './provider-parts.tsx';

/** The providers on phones: one card each, actions at the bottom. */
export function PayoutProvidersCards({
  providers,
  loading,
  onEdit,
  onMakeDefault,
}: ProviderListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (loading && !providers) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton h={140} radius="md" />
        <Skeleton h={140} radius="md" />
      </Stack>
    );
  }
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('payoutProviders.tableLabel')}
    >
      {(providers ?? []).map((provider) => (
        <Paper component="li" key={provider.id} withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={700} size="sm">
                {provider.name}
              </Text>
              <ProviderBadges provider={provider} />
            </Group>
            <Text size="xs" c="dimmed">
              {t(`payoutProviders.kinds.${provider.kind}`)} · {providerFeeText(provider, locale)}
            </Text>
            <ProviderTokens tokens={provider.tokens} />
            <Group gap="xs" mt={4}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(provider)}
                aria-label={t('payoutProviders.editLabel', { name: provider.name })}
              >
                {t('payoutProviders.edit')}
              </Button>
              {!provider.isDefault && provider.active ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconStar size={14} aria-hidden />}
                  onClick={() => onMakeDefault(provider)}
                  aria-label={t('payoutProviders.makeDefaultLabel', { name: provider.name })}
                >
                  {t('payoutProviders.makeDefault')}
                </Button>
              ) : null}
              <CopyValueButton
                value={provider.webhookUrl}
                label={t('payoutProviders.copyWebhook')}
                size="xs"
                variant="subtle"
              />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
