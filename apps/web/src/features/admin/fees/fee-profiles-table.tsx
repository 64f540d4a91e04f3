import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FeeProfileResponse } from '@repasse/core/contract/fees';
import { formatBRL } from '@repasse/core/money/cents';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FeeProfileActions } from './fee-profile-actions.tsx';
import { methodFeeSummary } from './fee-summary.ts';

export type FeeProfilesTableProps = {
  profiles: FeeProfileResponse[];
  onEdit: (profile: FeeProfileResponse) => void;
  onMakeDefault: (profile: FeeProfileResponse) => void;
  onDelete: (profile: FeeProfileResponse) => void;
};

export function FeeProfilesTable({
  profiles,
  onEdit,
  onMakeDefault,
  onDelete,
}: FeeProfilesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('adminFees.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminFees.table.profile')}</Table.Th>
            <Table.Th>{t('adminFees.methods.pix')}</Table.Th>
            <Table.Th>{t('adminFees.methods.boleto')}</Table.Th>
            <Table.Th>{t('adminFees.methods.card')}</Table.Th>
            <Table.Th>{t('adminFees.table.withdrawal')}</Table.Th>
            <Table.Th ta="right">{t('adminFees.table.users')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminFees.table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {profiles.map((profile) => (
            <Table.Tr key={profile.id}>
              <Table.Td>
                <Stack gap={2}>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="sm" fw={600} ff="monospace">
                      {profile.uniqueId}
                    </Text>
                    {profile.isDefault ? (
                      <Badge size="sm" variant="light" color="teal">
                        {t('adminFees.default')}
                      </Badge>
                    ) : null}
                  </Group>
                  {profile.referenceCode ? (
                    <Text size="xs" c="dimmed">
                      {profile.referenceCode}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{methodFeeSummary(profile.pix, locale)}</Table.Td>
              <Table.Td>{methodFeeSummary(profile.boleto, locale)}</Table.Td>
              <Table.Td>{methodFeeSummary(profile.card, locale)}</Table.Td>
              <Table.Td>{formatBRL(profile.withdrawalFee, locale)}</Table.Td>
              <Table.Td ta="right">{profile.usersCount}</Table.Td>
              <Table.Td>
                <FeeProfileActions
                  profile={profile}
                  onEdit={() => onEdit(profile)}
                  onMakeDefault={() => onMakeDefault(profile)}
                  onDelete={() => onDelete(profile)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
