import {
  ActionIcon,
  type ActionIconProps,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { defaultColorScheme } from '../theme/theme.ts';

type ThemeToggleButtonProps = ActionIconProps & Omit<ComponentProps<'button'>, 'color' | 'style'>;

/** The light/dark switch itself, without its tooltip (theme-toggle.tsx adds it). */
export function ThemeToggleButton({ onClick, ...props }: ThemeToggleButtonProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme(defaultColorScheme);
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    // The tooltip around it passes its own handlers and ref through the props.
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={t(next === 'light' ? 'preferences.useLightTheme' : 'preferences.useDarkTheme')}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        setColorScheme(next);
      }}
    >
      {/* Chosen by Mantine's global stylesheet, not the render: a page drawn ahead of time
          (src/app/prerender) does not know the scheme, which the first script sets. */}
      <IconSun size={18} stroke={1.6} aria-hidden className="mantine-light-hidden" />
      <IconMoon size={18} stroke={1.6} aria-hidden className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
