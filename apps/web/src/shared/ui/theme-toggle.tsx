import { Tooltip, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.ts';
import { defaultColorScheme } from '../theme/theme.ts';
import { ThemeToggleButton } from './theme-toggle-button.tsx';

type ThemeToggleProps = { autoFocus?: boolean };

export function ThemeToggle({ autoFocus }: ThemeToggleProps) {
  const { t } = useTranslation();
  const scheme = useComputedColorScheme(defaultColorScheme);
  const label = t(scheme === 'dark' ? 'preferences.useLightTheme' : 'preferences.useDarkTheme');
  return (
    <Tooltip label={label} openDelay={400}>
      <ThemeToggleButton autoFocus={autoFocus} />
    </Tooltip>
  );
}
