import { Menu, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMe } from '../../shared/session/me-query.ts';
import { userMenuItems, visibleItems } from './navigation-items.ts';
import { UserMenuButton } from './user-menu-button.tsx';

type UserMenuProps = {
  owner: boolean;
  /** Open the menu as it mounts (it was asked for before this component was loaded). */
  defaultOpened?: boolean;
  autoFocus?: boolean;
};

export function UserMenu({ owner, defaultOpened, autoFocus }: UserMenuProps) {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data?.user;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuButton autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        {user ? (
          <>
            <Menu.Label>{t('userMenu.signedInAs')}</Menu.Label>
            <Text size="sm" fw={600} px="sm" truncate="end">
              {user.fullName}
            </Text>
            <Text size="xs" c="dimmed" px="sm" pb="xs" truncate="end">
              {user.email}
            </Text>
            <Menu.Divider />
          </>
        ) : null}
        {visibleItems(userMenuItems, owner).map(({ path, label, icon: ItemIcon }) => (
          <Menu.Item
            key={`${path}-${label}`}
            component={Link}
            to={path}
            leftSection={<ItemIcon size={16} stroke={1.6} aria-hidden />}
          >
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/logout"
          color="red"
          leftSection={<IconLogout size={16} stroke={1.6} aria-hidden />}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
