import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { PayoutProvider } from '@repasse/core/contract/payout-providers';
import { IconBuildingBank, IconPencil, IconStar } from '@tabler/icons-react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { providerFeeText } from './provider-fee.ts';
import { ProviderBadges, ProviderTokens } from './provider-parts.tsx';

const columns = 6;

export type ProviderListProps = {
  providers: PayoutProvider[] | undefined;
  loading: boolean;
  onEdit: (provider: PayoutProvider) => void;
  onMakeDefault: (provider: PayoutProvider) => void;
};

export function PayoutProvidersTable({
  providers,
  loading,
  onEdit,
  onMakeDefault,
}: ProviderListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('payoutProviders.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('payoutProviders.fields.name')}</Table.Th>
            <Table.Th>{t('payoutProviders.fields.kind')}</Table.Th>
            <Table.Th>{t('payoutProviders.fields.tokens')}</Table.Th>
            <Table.Th>{t('payoutProviders.fields.fees')}</Table.Th>
            <Table.Th>{t('payoutProviders.status')}</Table.Th>
            <Table.Th ta="right">{t('payoutProviders.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !providers ? (
            <LoadingRows columns={columns} rows={2} />
          ) : providers?.length ? (
            providers.map((provider) => (
              <Table.Tr key={provider.id}>
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" fw={600}>
                      {provider.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {provider.apiUrl ?? t('payoutProviders.defaultUrl')}
                    </Text>
                    <CopyValueButton
                      value={provider.webhookUrl}
                      label={t('payoutProviders.copyWebhook')}
                      size="compact-xs"
                      variant="subtle"
                    />
                  </Stack>
                </Table.Td>
                <Table.Td>{t(`payoutProviders.kinds.${provider.kind}`)}</Table.Td>
                <Table.Td>
                  <ProviderTokens tokens={provider.tokens} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {providerFeeText(provider, locale)}
                </Table.Td>
                <Table.Td>
                  <ProviderBadges provider={provider} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
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
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => onEdit(provider)}
                      aria-label={t('payoutProviders.editLabel', { name: provider.name })}
                    >
                      {t('payoutProviders.edit')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconBuildingBank size={24} aria-hidden />}
              title={t('payoutProviders.empty')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
