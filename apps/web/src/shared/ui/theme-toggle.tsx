import { ActionIcon, Tooltip, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultColorScheme } from '../theme/theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme(defaultColorScheme);
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'preferences.useLightTheme' : 'preferences.useDarkTheme');
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(next)}
      >
        {scheme === 'dark' ? (
          <IconSun size={18} stroke={1.6} aria-hidden />
        ) : (
          <IconMoon size={18} stroke={1.6} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
