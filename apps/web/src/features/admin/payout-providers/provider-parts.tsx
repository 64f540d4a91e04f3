import { Badge, Group, Text } from '@mantine/core';
import type { PayoutProvider } from '@repasse/core/contract/payout-providers';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** Default and active/inactive, side by side (payout and messaging providers alike). */
export function ProviderBadges({
  provider,
}: {
  provider: Pick<PayoutProvider, 'isDefault' | 'active'>;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      {provider.isDefault ? (
        <Badge size="sm" variant="filled" color="brand" style={{ minWidth: 'max-content' }}>
          {t('payoutProviders.default')}
        </Badge>
      ) : null}
      <Badge
        size="sm"
        variant="light"
        color={provider.active ? 'teal' : 'gray'}
        style={{ minWidth: 'max-content' }}
      >
        {t(provider.active ? 'payoutProviders.active' : 'payoutProviders.inactive')}
      </Badge>
    </Group>
  );
}

/** Which token slots hold a secret, as the server masks them (••••ABCD). */
export function ProviderTokens({ tokens }: { tokens: PayoutProvider['tokens'] }) {
  const { t } = useTranslation();
  const stored = tokens.filter((token): token is string => Boolean(token));
  if (stored.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('payoutProviders.noTokens')}
      </Text>
    );
  }
  return (
    <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
      {stored.join(' · ')}
    </Text>
  );
}
