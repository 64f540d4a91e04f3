import { Avatar, Group, Skeleton, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMe } from '../../shared/session/me-query.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The user menu's button (user-menu.tsx), also drawn alone until the menu loads. */
export function UserMenuButton(props: Omit<ComponentProps<'button'>, 'style'>) {
  const { t } = useTranslation();
  const user = useMe().data?.user;
  return (
    <UnstyledButton style={{ borderRadius: 999 }} p={2} {...props}>
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
  );
}
