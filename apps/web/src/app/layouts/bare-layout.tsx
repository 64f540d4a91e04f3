import { Box, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { BrandMark } from '../../shared/ui/brand-mark.tsx';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { ThemeToggle } from '../../shared/ui/theme-toggle.tsx';
import classes from './bare-layout.module.css';

/** No navigation: authentication, logout and identity validation. */
export function BareLayout() {
  return (
    <Box className={classes.page}>
      <Group component="header" justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md">
        <BrandMark size="md" />
        <Group gap={8}>
          <LanguageSwitch />
          <ThemeToggle />
        </Group>
      </Group>
      <Box component="main" id="main-content" px={{ base: 'md', sm: 'xl' }} pb="xl">
        <Outlet />
      </Box>
    </Box>
  );
}
