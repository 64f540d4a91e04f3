import { Avatar, Group, Menu, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '../../shared/session/me-query.ts';
import { userMenuItems, visibleItems } from './navigation-items.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

type UserMenuProps = { owner: boolean };

export function UserMenu({ owner }: UserMenuProps) {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data?.user;
  return (
    <Menu position="bottom-end" shadow="md" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton style={{ borderRadius: 999 }} p={2}>
          {/* The name comes from the content (no aria-label), so it always matches what is shown. */}
          <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size={34} color="brand" variant="filled" aria-hidden>
              {user ? initialsOf(user.fullName) : null}
            </Avatar>
            {user ? (
              <Text size="sm" fw={600} visibleFrom="md" maw={180} truncate="end">
                {user.fullName}
              </Text>
            ) : (
              <Skeleton visibleFrom="md" h={12} w={110} />
            )}
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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
