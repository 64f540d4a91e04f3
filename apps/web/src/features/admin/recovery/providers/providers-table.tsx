import { Button, Stack, Table, Text } from '@mantine/core';
import type { MessagingProvider } from '@repasse/core/contract/recovery-outreach';
import { IconPencil, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { EmptyRow } from '../../panel-ui/table-body-states.tsx';
import { ProviderBadges } from '../../payout-providers/provider-parts.tsx';
import { ProviderSettings, ProviderTokenHints, WebhookUrl } from './provider-cells.tsx';

const columns = 6;

export type ProvidersListProps = {
  label: string;
  providers: MessagingProvider[];
  onEdit: (provider: MessagingProvider) => void;
};

/** One channel's providers. */
export function ProvidersTable({ label, providers, onEdit }: ProvidersListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminRecovery.providers.fields.name')}</Table.Th>
            <Table.Th>{t('adminRecovery.providers.fields.settings')}</Table.Th>
            <Table.Th>{t('adminRecovery.providers.fields.tokens')}</Table.Th>
            <Table.Th>{t('adminRecovery.providers.fields.webhookUrl')}</Table.Th>
            <Table.Th>{t('adminRecovery.providers.status')}</Table.Th>
            <Table.Th ta="right">{t('adminRecovery.providers.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {providers.length === 0 ? (
            <EmptyRow
              columns={columns}
              icon={<IconPlugConnected size={24} aria-hidden />}
              title={t('adminRecovery.providers.empty')}
            />
          ) : (
            providers.map((provider) => (
              <Table.Tr key={provider.id} data-testid="messaging-provider-row">
                <Table.Td>
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {provider.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`adminRecovery.providers.kinds.${provider.kind}`)}
                    </Text>
                    {provider.apiUrl ? (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {provider.apiUrl}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td maw={220}>
                  <ProviderSettings provider={provider} />
                </Table.Td>
                <Table.Td>
                  <ProviderTokenHints provider={provider} />
                </Table.Td>
                <Table.Td maw={250}>
                  <WebhookUrl provider={provider} compact />
                </Table.Td>
                <Table.Td>
                  <ProviderBadges provider={provider} />
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => onEdit(provider)}
                    aria-label={t('adminRecovery.providers.editLabel', { name: provider.name })}
                  >
                    {t('adminRecovery.providers.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
