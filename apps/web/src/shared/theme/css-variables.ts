import { alpha, type CSSVariablesResolver, darken } from '@mantine/core';

/**
 * Adjustments to Mantine's defaults:
 * - secondary text, error text, links and light badges reach WCAG AA contrast (4.5:1) on our
 *   surfaces;
 * - Mantine 9 paints "light" variants in the dark scheme with an almost black shade; a translucent
 *   tint of the colour reads better on dark surfaces (navigation, badges, icons).
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const brand = theme.colors[theme.primaryColor] ?? theme.colors.teal;
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-error': theme.colors.red[4],
    '--mantine-color-anchor': brand[3],
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    dark[`--mantine-color-${name}-light`] = alpha(shades[6], 0.16);
    dark[`--mantine-color-${name}-light-hover`] = alpha(shades[6], 0.24);
    dark[`--mantine-color-${name}-light-color`] = shades[2];
  }
  const light: Record<string, string> = {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': theme.colors.red[9],
    '--mantine-color-anchor': brand[7],
  };
  // Light badges: shade 9 on its own pale tint is below 4.5:1 for teal and yellow; go darker.
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || name === 'gray' || name === theme.primaryColor) continue;
    light[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.35);
  }
  return {
    variables: {},
    light,
    dark,
  };
};
