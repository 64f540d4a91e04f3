import { Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatBRL } from '@repasse/core/money/cents';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FeeProfileActions } from './fee-profile-actions.tsx';
import type { FeeProfilesTableProps } from './fee-profiles-table.tsx';
import { methodFeeSummary } from './fee-summary.ts';

/** Fee profiles on a phone: one block per profile, its fees stacked. */
export function FeeProfilesList({
  profiles,
  onEdit,
  onMakeDefault,
  onDelete,
}: FeeProfilesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('adminFees.title')}
    >
      {profiles.map((profile) => {
        const figures = [
          [t('adminFees.methods.pix'), methodFeeSummary(profile.pix, locale)],
          [t('adminFees.methods.boleto'), methodFeeSummary(profile.boleto, locale)],
          [t('adminFees.methods.card'), methodFeeSummary(profile.card, locale)],
          [t('adminFees.table.withdrawal'), formatBRL(profile.withdrawalFee, locale)],
          [t('adminFees.table.users'), String(profile.usersCount)],
        ];
        return (
          <Stack
            component="li"
            key={profile.id}
            gap="xs"
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {profile.uniqueId}
                </Text>
                {profile.isDefault ? (
                  <Badge size="sm" variant="light" color="teal">
                    {t('adminFees.default')}
                  </Badge>
                ) : null}
              </Group>
              <FeeProfileActions
                profile={profile}
                onEdit={() => onEdit(profile)}
                onMakeDefault={() => onMakeDefault(profile)}
                onDelete={() => onDelete(profile)}
              />
            </Group>
            {profile.referenceCode ? (
              <Text size="xs" c="dimmed">
                {profile.referenceCode}
              </Text>
            ) : null}
            <SimpleGrid component="dl" cols={2} spacing={4} verticalSpacing={2} m={0}>
              {figures.map(([label, value]) => (
                <Stack key={label} gap={0}>
                  <Text component="dt" size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </Stack>
  );
}
