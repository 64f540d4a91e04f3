import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
}

const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((part, index) => part + ((to[index] ?? 0) - part) * amount) as Rgb;

const towardsWhite = [0.92, 0.8, 0.64, 0.46, 0.28, 0.12];
const towardsBlack = [0.14, 0.28, 0.42];

/** Ten shades around a brand colour, the brand colour itself at index 6 (Mantine's light shade). */
export function paletteFrom(hex: string): MantineColorsTuple {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const shades = [
    ...towardsWhite.map((amount) => toHex(mix(base, white, amount))),
    toHex(base),
    ...towardsBlack.map((amount) => toHex(mix(base, black, amount))),
  ];
  return shades as unknown as MantineColorsTuple;
}
