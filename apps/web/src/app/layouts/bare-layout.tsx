import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LanguageButton } from '../../shared/ui/language-button.tsx';
import { ThemeToggleButton } from '../../shared/ui/theme-toggle-button.tsx';
import classes from './bare-layout.module.css';
import { useDeferredControls } from './deferred-controls.ts';

const loadControls = () => import('./header-controls.tsx');

/** The language menu and the theme switch, loaded with the first input (deferred-controls.ts). */
function Controls() {
  const { loaded, opened, focus, plain } = useDeferredControls(loadControls);
  if (loaded) return <loaded.HeaderControls opened={opened} focus={focus} />;
  return (
    <>
      <LanguageButton {...plain('language', true)} />
      <ThemeToggleButton {...plain('theme')} />
    </>
  );
}

/** No navigation: authentication, logout, identity validation and the hosted checkout. */
export function BareLayout() {
  return (
    <Box className={classes.page}>
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
        <BrandMark size="md" />
        <Group gap={8}>
          <Controls />
        </Group>
      </Group>
      <Box component="main" id="main-content" px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
