import '@mantine/charts/styles.css';
import { Card, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type ChartCardProps = { title: string; description?: string; children: ReactNode };

/**
 * A titled section holding one chart or table. The charts' stylesheet comes with it, so that it is
 * only downloaded with the analytics panels (never on a first visit).
 */
export function ChartCard({ title, description, children }: ChartCardProps) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} padding="md" style={{ minWidth: 0 }}>
      <Stack gap="sm">
        <div>
          <Text id={id} component="h3" fw={700} fz="md" m={0}>
            {title}
          </Text>
          {description ? (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
