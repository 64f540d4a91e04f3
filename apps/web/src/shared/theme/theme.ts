import { Button, createTheme, darken, localStorageColorSchemeManager } from '@mantine/core';
import { settings } from '../config/settings.ts';
import { storageKeys } from '../storage/local-store.ts';
import { paletteFrom } from './palette.ts';

export const defaultColorScheme = 'dark' as const;

/** Remembers the chosen scheme under the `theme` key; Mantine writes data-mantine-color-scheme on <html>. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: storageKeys.theme });

export const theme = createTheme({
  colors: { brand: paletteFrom(settings.primaryColor) },
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  autoContrast: true,
  // People who ask their system for less motion get no modal and drawer transitions.
  respectReducedMotion: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Button: Button.extend({
      // White on Mantine's red.6 misses WCAG AA contrast: destructive buttons use a deeper red.
      vars: (theme, props) =>
        props.color === 'red' && (props.variant ?? 'filled') === 'filled'
          ? {
              root: {
                '--button-bg': theme.colors.red[9],
                '--button-hover': darken(theme.colors.red[9], 0.1),
              },
            }
          : { root: {} },
    }),
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
  },
});
