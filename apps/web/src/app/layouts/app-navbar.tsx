import { AppShell, NavLink, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { settings } from '../../shared/config/settings.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { navigationItems, visibleItems } from './navigation-items.ts';

type AppNavbarProps = { owner: boolean; hidden: boolean; onNavigate: () => void };

const isActive = (pathname: string, path: string) =>
  pathname === path ||
  pathname.startsWith(`${path}/`) ||
  (path === '/dashboard' && pathname === '/');

export function AppNavbar({ owner, hidden, onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    // A collapsed phone navbar is only moved off screen: `inert` keeps it out of the tab order.
    <AppShell.Navbar p="sm" aria-label={t('nav.label')} inert={hidden}>
      {/* Native scrolling: Mantine's ScrollArea would bring floating-ui (about 13 KB compressed)
          into every signed-in page for a list that rarely overflows. */}
      <AppShell.Section grow style={{ overflowY: 'auto' }}>
        <div>
          {visibleItems(navigationItems, owner).map(({ path, label, icon: ItemIcon }) => {
            const active = isActive(pathname, path);
            return (
              <NavLink
                key={path}
                component={Link}
                to={path}
                label={t(label)}
                leftSection={<ItemIcon size={20} stroke={1.6} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                fw={500}
                mb={4}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
        </div>
      </AppShell.Section>
      <AppShell.Section pt="sm">
        <Text size="xs" c="dimmed" px="sm">
          © {new Date().getFullYear()} {settings.brandName}
        </Text>
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
