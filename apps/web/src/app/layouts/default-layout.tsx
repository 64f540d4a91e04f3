import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { isOwner } from '../../shared/session/session-store.ts';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { FullPageLoader } from '../../shared/ui/full-page-loader.tsx';
import { LanguageButton } from '../../shared/ui/language-button.tsx';
import { ThemeToggleButton } from '../../shared/ui/theme-toggle-button.tsx';
import { AppNavbar } from './app-navbar.tsx';
import classes from './default-layout.module.css';
import { useDeferredControls } from './deferred-controls.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

const loadControls = () => import('./app-header-controls.tsx');

/** The language menu, the theme switch and the user menu, loaded with the first input. */
function Controls({ owner }: { owner: boolean }) {
  const { loaded, opened, focus, plain } = useDeferredControls(loadControls);
  if (loaded) return <loaded.AppHeaderControls owner={owner} opened={opened} focus={focus} />;
  return (
    <>
      <LanguageButton {...plain('language', true)} />
      <ThemeToggleButton {...plain('theme')} />
      <UserMenuButton {...plain('user', true)} />
    </>
  );
}

export function DefaultLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  // Re-read the owner flag on every navigation.
  useLocation();
  const owner = isOwner();
  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <a href="#main-content" className={classes.skipLink}>
          {t('app.skipToContent')}
        </a>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('nav.toggle')}
              aria-expanded={opened}
            />
            <Link to="/dashboard" style={{ color: 'inherit', textDecoration: 'none' }}>
              <BrandMark size="sm" />
            </Link>
          </Group>
          <Group gap={8} wrap="nowrap">
            <Controls owner={owner} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppNavbar owner={owner} hidden={Boolean(phone) && !opened} onNavigate={close} />
      <AppShell.Main>
        <Container size="lg" px={0} id="main-content" tabIndex={-1} className={classes.main}>
          <ImpersonationBanner />
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
