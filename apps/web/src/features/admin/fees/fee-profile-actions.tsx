import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import type { FeeProfileResponse } from '@repasse/core/contract/fees';
import { IconDots, IconPencil, IconStar, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type FeeProfileActionsProps = {
  profile: FeeProfileResponse;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
};

export function FeeProfileActions({
  profile,
  onEdit,
  onMakeDefault,
  onDelete,
}: FeeProfileActionsProps) {
  const { t } = useTranslation();
  const id = profile.uniqueId;
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label={t('adminFees.actions.edit')} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onEdit}
          aria-label={t('adminFees.actions.editProfile', { id })}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('adminFees.actions.more', { id })}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconStar size={16} aria-hidden />}
            disabled={profile.isDefault}
            onClick={onMakeDefault}
          >
            {t('adminFees.actions.makeDefault')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={profile.isDefault}
            onClick={onDelete}
          >
            {t('adminFees.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
