import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  type Icon,
  IconBuildingBank,
  IconChevronRight,
  IconPlugConnected,
  IconReceipt2,
  IconSettings,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import classes from './shortcut-cards.module.css';

const shortcuts: { path: string; key: string; label: string; icon: Icon }[] = [
  { path: '/orders', key: 'orders', label: 'nav.orders', icon: IconReceipt2 },
  { path: '/financial', key: 'financial', label: 'nav.financial', icon: IconBuildingBank },
  {
    path: '/integrations',
    key: 'integrations',
    label: 'nav.integrations',
    icon: IconPlugConnected,
  },
  { path: '/settings', key: 'settings', label: 'nav.settings', icon: IconSettings },
];

/** Links to the main areas, each with what it is for. */
export function ShortcutCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {shortcuts.map(({ path, key, label, icon: ShortcutIcon }) => (
        <UnstyledButton key={path} component={Link} to={path} className={classes.shortcut}>
          <Paper withBorder p="md" radius="md" className={classes.paper}>
            <Group wrap="nowrap" gap="md">
              <ThemeIcon variant="light" size={40} radius="md">
                <ShortcutIcon size={22} stroke={1.6} aria-hidden />
              </ThemeIcon>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600}>{t(label)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`dashboard.shortcuts.${key}`)}
                </Text>
              </div>
              <IconChevronRight size={18} aria-hidden className={classes.chevron} />
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
