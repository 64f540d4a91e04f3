import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StatTileProps = {
  label: string;
  value: string;
  /** What explains the figure: a share, a detail. */
  children?: ReactNode;
  dimmed?: boolean;
  testId?: string;
};

/** One figure of the period, in the look of the dashboard's. */
export function StatTile({ label, value, children, dimmed, testId }: StatTileProps) {
  return (
    <Card
      component="section"
      aria-label={label}
      padding="md"
      px={{ base: 'sm', sm: 'md' }}
      style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}
      data-testid={testId}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text
          fz={{ base: 20, sm: 24 }}
          fw={700}
          lh={1.25}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid={testId ? `${testId}-value` : undefined}
        >
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
