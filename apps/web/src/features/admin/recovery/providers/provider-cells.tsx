import { Stack, Text } from '@mantine/core';
import type { MessagingProvider } from '@repasse/core/contract/recovery-outreach';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../../shared/ui/copy-value-button.tsx';
import { ProviderTokens } from '../../payout-providers/provider-parts.tsx';
import { kindSettings, kindTokens } from './provider-kinds.ts';

/** The kind's settings as saved ("accountSid: AC12…"), or that it needs none. */
export function ProviderSettings({ provider }: { provider: MessagingProvider }) {
  const { t } = useTranslation();
  const entries = kindSettings[provider.kind]
    .map((key) => [key, provider.settings[key]] as const)
    .filter(([, value]) => value);
  if (entries.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('adminRecovery.providers.noSettings')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {entries.map(([key, value]) => (
        <Text key={key} size="xs" style={{ overflowWrap: 'anywhere' }}>
          <Text span size="xs" c="dimmed">
            {t(`adminRecovery.providers.settings.${key}`)}:
          </Text>{' '}
          {value}
        </Text>
      ))}
    </Stack>
  );
}

/** The kind's token slots, each as its last four characters. */
export function ProviderTokenHints({ provider }: { provider: MessagingProvider }) {
  return <ProviderTokens tokens={provider.tokens.slice(0, kindTokens[provider.kind].length)} />;
}

/** Where the provider posts statuses and replies, to paste into its console. */
export function WebhookUrl({
  provider,
  compact,
}: {
  provider: MessagingProvider;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <Text
        size="xs"
        ff="monospace"
        style={{ overflowWrap: 'anywhere' }}
        data-testid="messaging-webhook-url"
      >
        {provider.webhookUrl}
      </Text>
      <CopyValueButton
        value={provider.webhookUrl}
        label={t('adminRecovery.providers.copyWebhook')}
        size={compact ? 'compact-xs' : 'xs'}
        variant="subtle"
      />
    </Stack>
  );
}
