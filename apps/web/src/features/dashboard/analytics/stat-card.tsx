import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type StatCardProps = { label: string; value: string; children?: ReactNode; dimmed?: boolean };

/** One figure: its name, its value and what explains it (change, detail, a link). */
export function StatCard({ label, value, children, dimmed }: StatCardProps) {
  return (
    <Card
      component="section"
      aria-label={label}
      padding="md"
      style={{ opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={24} fw={700} lh={1.25} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
