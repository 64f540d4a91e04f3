import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type PanelHeaderProps = { title: string; description: string; actions?: ReactNode };

/** The title of an admin panel, under the screen's own heading. */
export function PanelHeader({ title, description, actions }: PanelHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="md">
      <Stack gap={2}>
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {actions}
    </Group>
  );
}
