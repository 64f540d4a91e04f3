import { Group, Text, useMantineTheme } from '@mantine/core';
import { useId } from 'react';
import { settings } from '../config/settings.ts';

type BrandMarkProps = { size?: 'sm' | 'md' | 'lg'; withName?: boolean };

const sizes = { sm: 28, md: 32, lg: 44 } as const;

/** The logo: a rounded tile with two arrows passing money along, and the brand name. */
export function BrandMark({ size = 'md', withName = true }: BrandMarkProps) {
  const theme = useMantineTheme();
  const pixels = sizes[size];
  const brand = theme.colors.brand;
  // Its own per logo: a page may show two, or one hidden, whose gradient would not paint.
  const gradientId = useId();
  return (
    <Group gap={10} wrap="nowrap">
      <svg width={pixels} height={pixels} viewBox="0 0 32 32" aria-hidden focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={brand?.[4]} />
            <stop offset="1" stopColor={brand?.[7]} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path
          d="M9 12.5h11.5l-3-3M23 19.5H11.5l3 3"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {withName ? (
        <Text
          component="span"
          fw={800}
          fz={size === 'lg' ? 26 : size === 'md' ? 20 : 17}
          lts={-0.4}
          lh={1}
        >
          {settings.brandName}
        </Text>
      ) : null}
    </Group>
  );
}
